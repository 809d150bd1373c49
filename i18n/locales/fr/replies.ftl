# Réponses communes à toutes les fonctions (bot/ui/replies.py, bot/ui/lookup.py, bot/services/refusal.py).

## Quand quelque chose ne va pas
replies-apology = Désolé, quelque chose a mal tourné de mon côté et rien n'a été modifié. Réessaie dans un instant.
replies-apology-stored = Ta modification est enregistrée, mais quelque chose a mal tourné pendant ma réponse. Le salon l'affichera bientôt ; vérifie avec `/board`.
replies-unavailable = Le stockage des parties ne répond pas pour le moment ; réessaie dans un instant.
replies-unconfirmed = Je n'ai pas pu confirmer que ta modification a été enregistrée : le stockage des parties a cessé de répondre. Regarde la partie avec `/board` dans un instant avant de réessayer.
replies-game-corrupt = La partie #{ $id } ({ $game }) ne peut pas continuer : sa position enregistrée ne correspond pas à sa liste de coups. Un modérateur peut la fermer avec `/game cancel`.

## Confirmations privées après une modification enregistrée
replies-done-move = C'est fait : ton coup est enregistré. Le plateau suit dans le salon.
replies-done-resign = C'est fait : tu as abandonné. Le salon en est informé.
replies-done-timeout = C'est fait : ta réclamation au temps est enregistrée. Le salon en est informé.
replies-done-end = C'est fait : la partie est terminée d'un commun accord. Le résultat suit dans le salon.
replies-done-undo = C'est fait : le coup est repris. Le plateau suit dans le salon.
replies-done = C'est fait.
replies-done-planned = C'est fait : ton coup est enregistré, et { $who } y a répondu aussitôt par sa réponse prévue : c'est donc de nouveau ton tour. Le plateau suit dans le salon.

## Réponses longues
replies-attached = (le texte complet est en pièce jointe)

## Trouver la partie (bot/ui/lookup.py)
replies-game-over-here = La partie { $game } ici (#{ $id }) est terminée. Lances-en une nouvelle avec `/game new`.
replies-no-game-here = Il n'y a aucune partie dans ce salon. Lances-en une avec `/game new game:<name>`.
replies-lobby-here = La partie { $game } ici n'a pas encore commencé : rejoins son salon d'attente, ou son créateur peut faire `/game start`.
replies-lobby-first = La partie ici n'a pas encore commencé : rejoins d'abord son salon d'attente.
replies-button-gone = Cette partie n'est plus disponible ici.
replies-not-a-number = { $text } n'est pas un numéro de partie : donne-le sous la forme `#12` (le numéro affiché dans les messages de la partie).
replies-no-such-game = Il n'y a pas de partie #{ $id } à afficher sur ce serveur.
replies-nothing-to-show = Il n'y a aucune partie à afficher dans ce salon. Indiques-en une par son numéro, comme `game:#12`, ou lances-en une avec `/game new`.
replies-not-finished = La partie #{ $id } n'est pas encore terminée : son historique pourra être exporté une fois qu'elle sera finie.
