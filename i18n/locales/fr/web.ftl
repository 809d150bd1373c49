# The web table's page.

web-gone = Ce lien n'ouvre aucune table. Demande-en un nouveau au bot : le bouton Play ou /next.
web-offline = La table est injoignable. Nouvel essai…
web-stale = La partie a changé ; voici la nouvelle position.
web-done = Ton coup est joué : { $words }
web-changed = Le plateau a été mis à jour.
web-your-turn = C'est ton tour.
web-choose = Choisis :
web-confirm = Confirmer
web-back = Retour
web-first = Début
web-forward = Suivant
web-last = Fin
web-position = Position { $n } sur { $total }
web-start = La position de départ.
web-hand-alt = Ta main
web-signing-in = Connexion à Discord…
web-sign-in-failed = La connexion à Discord n'a pas marché. Ferme l'activité et rouvre-la.
