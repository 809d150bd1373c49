# Connections, le jeu de cartes : ce que disent ses règles. Les variables entre { } gardent leur nom.
# $seat, $owner, $partner, $from, $to ... : le nom d'un joueur. $card : une carte de ville ou de
# liaison (nom propre, jamais traduit). $region : le nom d'une région tel que la notation l'écrit
# (inchangé). $usage, $move, $choices : notation, inchangée. $offer : le numéro d'une offre.
# $cards, $regions : des listes, déjà jointes par « et ».

## Listes

connections-list = { $first }, { $rest }
connections-either = { $first } ou { $rest }

## Les cartes et ce à quoi elles appartiennent

connections-card-regional = { $card } ({ $region })
connections-card-linking = { $card } (relie { $regions })
connections-want-region = n'importe quelle carte de la région { $region }
connections-want-region-any = n'importe quelle carte de la région { $region }

## Saisies refusées

connections-refuse-empty = tape une action, par exemple draw deck
connections-refuse-unknown-card = aucune carte ne s'appelle { $name } ; les cartes portent le nom de leur ville
connections-refuse-region-not-card = { $region } est une région ; les cartes portent le nom de leur ville ({ $usage })
connections-refuse-card-count = nomme { $count ->
    [one] une carte
   *[other] { $count } cartes
} : { $usage }
connections-refuse-not-seat-number = '{ $word }' n'est pas un numéro de siège : { $usage }
connections-refuse-not-offer-number = '{ $word }' n'est pas un numéro d'offre : { $usage }
connections-refuse-draw-where = piocher où ? draw deck ou draw discard
connections-refuse-meld-different = une combinaison, ce sont trois cartes différentes
connections-refuse-link-shape = nomme une carte de liaison et l'une de ses régions : { $usage }
connections-refuse-announce-extra = rien ne suit announce
connections-refuse-invite-shape = nomme un siège et ta liaison : { $usage }
connections-refuse-offer-shape = écris une offre ainsi : { $usage }
connections-refuse-offer-want = demande une seule région ou une seule carte : { $usage }
connections-refuse-answer-which = nomme l'offre : { $usage }
connections-refuse-answer-shape = écris-le ainsi : { $usage }
connections-refuse-unknown-verb = action inconnue '{ $verb }' ; les actions sont { $verbs }

## Actions que les règles n'autorisent pas maintenant

connections-refuse-not-held = tu n'as pas { $card } en main
connections-refuse-seat-absent = { $seat } ne joue pas dans cette partie
connections-refuse-own-seat = nomme un autre siège que le tien
connections-refuse-seat-resigned = { $seat } a abandonné
connections-refuse-not-your-turn = c'est à { $seat } de jouer
connections-refuse-discard-now = après avoir pioché, tu dois te défausser
connections-refuse-draw-now = tu as déjà posé ce tour-ci ; termine-le avec draw deck ou draw discard
connections-refuse-discard-first = un tour commence par une pioche ou une pose (meld, link, lay) ; on se défausse après avoir pioché
connections-refuse-discard-empty = la défausse est vide ; draw deck
connections-refuse-deck-empty = la pioche est vide et la défausse ne contient que sa carte du dessus ; draw discard
connections-refuse-meld-linking = { $card } est une carte de liaison ; elle n'entre jamais dans une combinaison (place-la avec link)
connections-refuse-meld-regions = ces cartes ne sont pas toutes de la même région
connections-refuse-lay-linking = { $card } est une carte de liaison ; place-la avec link { $card } <region>
connections-refuse-lay-closed = tu pourras ajouter { $card } quand tu auras une rangée { $region } ou une liaison vers elle
connections-refuse-link-not-linking = { $card } n'est pas une carte de liaison ; pose-la en combinaison ou ajoute-la
connections-refuse-link-region = { $card } relie { $regions }, pas { $region }
connections-refuse-link-short = { $card } relie { $regions } ; une liaison se place sur une rangée d'au moins 3 cartes
connections-refuse-link-no-row = { $card } relie { $regions } ; tu n'y as aucune rangée
connections-refuse-link-which = nomme la rangée : { $choices }
connections-refuse-link-no-fit = tu n'as pas de rangée { $region } de 3 cartes ou plus ; link { $card } { $fit } convient
connections-refuse-announce-last = personne n'annonce pendant la dernière manche ; elle se termine après deux tours de table sans pose
connections-refuse-announce-again = { $seat } a déjà annoncé la fin de cette manche
connections-refuse-announce-early = trop tôt pour annoncer : chaque joueur doit avoir joué { $needed } tours dans cette manche ({ $seat } en a joué { $taken })
connections-refuse-invite-not-linking = { $card } n'est pas une carte de liaison ; on invite à une liaison
connections-refuse-invite-not-on-table = { $card } n'est pas sur la table
connections-refuse-invite-not-owner = { $card } appartient à { $owner } ; seul son propriétaire invite
connections-refuse-invite-partnered = { $card } a déjà un partenaire ({ $partner })
connections-refuse-invite-repeated = Tu as déjà invité { $seat } à devenir partenaire de la liaison { $card } ; attends sa réponse ou invite quelqu'un d'autre.
connections-refuse-trade-on-turn = les échanges attendent qu'aucun de vous deux ne soit en train de jouer
connections-refuse-offer-held = tu as déjà { $card } ; demande une carte que tu n'as pas
connections-refuse-no-offer = il n'y a pas d'offre en attente { $offer }
connections-refuse-cancel-not-yours = l'offre { $offer } n'est pas la tienne, tu ne peux pas l'annuler
connections-refuse-offer-not-for-you = l'offre { $offer } ne t'est pas adressée
connections-refuse-accept-region = l'offre { $offer } demande une carte de la région { $region } ; { $card } n'en est pas une
connections-refuse-accept-card = l'offre { $offer } demande { $card }

## Ce qui s'est passé : la ligne publique de chaque action

connections-did-discard = { $seat } a défaussé { $card }
connections-did-meld = { $seat } a posé { $cards }
connections-did-link = { $seat } a placé { $card } sur sa rangée { $region }
connections-did-lay = { $seat } a ajouté { $card }
connections-did-lay-join = { $seat } a ajouté { $card } et est devenu partenaire de { $links }
connections-owned-link = la liaison { $card } posée par { $owner }
connections-did-announce = { $seat } a annoncé la fin de la manche ; chaque autre joueur a encore deux tours
connections-did-invite = { $seat } a invité { $invited } à devenir partenaire de la liaison { $card }
connections-did-offer = { $seat } a fait l'offre { $offer } à { $to }
connections-did-accept = { $seat } a accepté l'offre { $offer } : { $from } et { $seat } ont échangé une carte
connections-did-decline = { $seat } a refusé l'offre { $offer } faite par { $from }
connections-did-cancel = { $seat } a annulé l'offre { $offer } à { $to }
connections-did-draw-deck = { $seat } a pioché dans la pioche
connections-did-draw-reshuffle = { $seat } a pioché dans la pioche (la défausse, sauf sa carte du dessus, a été mélangée pour former une nouvelle pioche)
connections-did-draw-discard = { $seat } a pris la carte du dessus de la défausse
connections-did-resign = { $seat } a abandonné
connections-did-deal = Manche { $round } distribuée par { $dealer } ; { $seat } commence
connections-then = { $action }. { $then }

## Comment une manche se termine

connections-round-over = La manche { $round } sur { $rounds } est terminée ({ $why })
connections-end-announce = annoncée par { $seat }
connections-end-quiet = deux tours de table sans pose
connections-end-exhausted = plus aucune carte à piocher
connections-end-agreement = terminée d'un commun accord
connections-did-agree = Les joueurs ont convenu d'arrêter la partie ; la manche { $round } sur { $rounds } est terminée ({ $why })
connections-end-reason = Les { $rounds } manches sont jouées

## La ligne d'état sous la table

connections-status = Manche { $round } sur { $rounds }. Points : { $scores }.
connections-seat-score = { $seat } { $points }

## Les coups en mots

connections-label-draw-deck = Piocher dans la pioche
connections-label-draw-discard = Prendre { $card } dans la défausse
connections-label-discard = Défausser { $card }
connections-label-meld = Poser { $cards } ({ $region })
connections-label-lay = Ajouter { $card } à une rangée { $region }
connections-label-link = Placer { $card } sur ta rangée { $region }
connections-label-announce = Annoncer : la manche se termine après encore deux tours chacun
connections-label-accept = Accepter l'offre { $offer } en donnant { $card }
connections-label-decline = Refuser l'offre { $offer }
connections-label-cancel = Annuler ton offre { $offer }
connections-label-invite = Inviter { $seat } à devenir partenaire de la liaison { $card }

## Les coups dans l'historique (/history)

connections-history = { $words } ({ $move })
connections-history-draw-deck = piocher dans la pioche
connections-history-draw-discard = prendre { $card } dans la défausse
connections-history-discard = défausser { $card }
connections-history-meld = poser { $cards } ({ $region })
connections-history-lay = ajouter { $card } à une rangée { $region }
connections-history-link = placer { $card } sur sa rangée { $region }
connections-history-announce = annoncer : la manche se termine après encore deux tours chacun
connections-history-decline = refuser l'offre { $offer }
connections-history-cancel = annuler son offre { $offer }
connections-history-invite = inviter { $seat } à devenir partenaire de la liaison { $card }
connections-history-offer-hidden = offre (cartes cachées) à { $seat }
connections-history-accept-hidden = offre acceptée (cartes cachées)

## Questions avant un échange ou une invitation

connections-confirm-offer = Proposer à { $seat } ta carte { $card } contre { $want } ?
connections-confirm-invite = Inviter { $seat } à devenir partenaire de ta liaison { $card } ?
connections-confirm-accept = Donner à { $seat } ta carte { $card } contre sa carte { $give } (offre { $offer }) ?
connections-confirm-decline = Refuser l'offre { $offer } faite par { $seat } ({ $what }) ?
connections-confirm-cancel = Annuler ton offre { $offer } à { $seat } ({ $what }) ?
connections-trade = { $give } contre { $want }

## Offres et invitations en attente (privées)

connections-pending-offer-from-me = Offre n° { $offer } : tu proposes { $give } à { $to } contre { $want }
connections-pending-offer-to-me = Offre n° { $offer } : { $from } te propose { $give } contre { $want }
connections-pending-invited = { $owner } t'invite à devenir partenaire de la liaison { $card }
connections-pending-inviting = Tu as invité { $invited } à devenir partenaire de la liaison { $card }

## Le choix pas à pas : d'abord quoi, puis quelles cartes

connections-step-discard = Défausser une carte
connections-step-meld = Poser trois cartes d'une région
connections-step-lay = Ajouter une carte à une rangée
connections-step-link = Placer une carte de liaison
connections-step-answer = Répondre à une offre
connections-step-cancel = Annuler une de tes offres
connections-step-invite = Inviter un partenaire sur ta liaison
connections-step-linking = Cartes de liaison
connections-step-offer-to = Proposer un échange à { $seat }
connections-step-give = Donner { $card }
connections-step-any = N'importe quelle carte de la région { $region }
connections-step-ask = Demander { $card }
connections-step-offer-from = Offre { $offer } faite par { $from } : { $give } contre { $want }
connections-step-offer-to-seat = Offre { $offer } à { $to } : { $give } contre { $want }

## Les questions du choix pas à pas

connections-ask-what = Que veux-tu faire ?
connections-ask-region = Quelle région ?
connections-ask-want = Que demandes-tu ?
connections-ask-give = Quelle carte donnes-tu ?
connections-ask-want-card = Quelle carte demandes-tu ?
connections-ask-answer = Accepter (avec quelle carte) ou refuser ?
connections-ask-discard = Quelle carte défausses-tu ?
connections-ask-meld = Quelles trois cartes poses-tu ?
connections-ask-lay = Quelle carte ajoutes-tu ?
connections-ask-link = Quelle carte de liaison, sur quelle rangée ?
connections-ask-which-offer = À quelle offre réponds-tu ?
connections-ask-cancel = Quelle offre annules-tu ?
connections-ask-invite = Qui invites-tu, avec quelle carte ?
connections-ask-which = Lequel ?
connections-ask-card = Quelle carte ?

## La table en mots (plateau en texte)

connections-board-round = Manche { $round } sur { $rounds }.
connections-board-piles = Pioche : { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
}. Défausse : { $discards ->
    [one] { $discards } carte
   *[other] { $discards } cartes
}.
connections-board-top = Sur la défausse : { $card }.
connections-board-player = { $seat } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} en main.
connections-board-row = { $seat }, rangée { $region } :
connections-board-link = Liaison { $card } posée par { $owner },
connections-board-link-row = {"  "}sur la rangée { $region }.
connections-board-link-partner = {"  "}sur la rangée { $region }, partenaire { $partner }.
connections-board-link-invited = {"  "}sur la rangée { $region }, { $invited } invité.
connections-board-empty = Rien n'est encore posé.
