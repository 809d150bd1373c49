# La table de cartes (Connections) : mains, échanges, partenariats, points d'une manche.
# Les noms de cartes, de villes et de régions restent tels quels (on les tape dans les coups).

## Cartes et mains

cards-card-link = { $card } (relie { $regions })
cards-want-region = n'importe quelle carte de la région { $region }
cards-hand-linking = Cartes de liaison
cards-hand-drew = Tu as pioché { $card }.
cards-hand-title = Ta main dans la partie Connections #{ $game } (manche { $round } sur { $rounds }, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }) :
cards-hand-empty = (vide)
cards-hand-file = main
cards-note-drew = C'est fait : tu as pioché **{ $card }**.
cards-note-stored = C'est fait : enregistré.

## /hand et Ma main

cards-refuse-no-hands = La partie ici est une partie { $game }, qui n'a pas de mains. Utilise `/board`.
cards-refuse-no-hands-button = Cette partie n'a pas de main à montrer.

## /trade

cards-refuse-not-connections = Les échanges et les partenariats n'existent que dans Connections ; ici, on joue à { $game }. Utilise `/move` pour y jouer.
cards-refuse-not-player = { $name } ne joue pas dans cette partie ; choisis parmi { $players }.
cards-refuse-over = Cette partie est terminée. Commences-en une nouvelle avec `/game new`.
cards-refuse-resigned = Tu as abandonné cette partie : tu ne peux plus y échanger ni y inviter.
cards-refuse-repeated = Tu as déjà fait cette offre ; c'est l'offre #{ $offer }, toujours ouverte.
cards-refuse-because = { $reason }. { $step }
cards-refuse-reason = { $reason }.
cards-step-offer = Vérifie tes cartes avec `/hand` et tes offres avec `/trade list`.
cards-step-answer = Vois les offres auxquelles tu peux répondre avec `/trade list`.
cards-step-cancel = Vois tes propres offres avec `/trade list`.
cards-step-invite = Seule une liaison à toi et sans partenaire peut faire l'objet d'une invitation ; regarde `/board`.
cards-offer-sent = Offre #{ $offer } envoyée : ta carte { $give } contre { $want }. Annule-la avec `/trade cancel offer:{ $offer }`.
cards-accept-done = C'est fait : tu as échangé ta carte { $card } (offre #{ $offer }).
cards-decline-done = C'est fait : tu as refusé l'offre #{ $offer }.
cards-cancel-done = C'est fait : tu as annulé l'offre #{ $offer }.
cards-offer-line-mine = #{ $offer } : tu offres { $give } à { $player } contre { $want }
cards-offer-line-theirs = #{ $offer } : { $player } t'offre { $give } contre { $want }
cards-list-made = **Tes offres**
cards-list-to-you = **Offres pour toi**
cards-list-none = aucune
cards-list-answer = Réponds avec `/trade accept offer:<n> card:<card>` ou `/trade decline offer:<n>`.

## Le MP d'une offre et ses commandes

cards-offer-dm = **Offre d'échange #{ $offer }** dans la partie Connections #{ $game } : { $player } t'offre **{ $give }** contre { $want }.
cards-offer-dm-choose = Choisis ci-dessous la carte que tu donnes (tu confirmes avant tout échange), ou refuse. L'offre expire quand le tour de l'un de vous deux commence ou quand la manche se termine.
cards-offer-dm-no-card = Tu n'as aucune carte qui y réponde ({ $want }) : tu peux seulement refuser. Si un échange t'en apporte une avant qu'elle expire (quand le tour de l'un de vous deux commence ou quand la manche se termine), accepte avec `/trade accept` dans le salon de la partie.
cards-offer-select = Accepter : choisis la carte que tu donnes
cards-offer-decline-button = Refuser
cards-offer-confirm-button = Confirmer l'échange
cards-offer-choose = Choisis une des cartes de la liste.
cards-refuse-bad-card = Ce bouton ne désigne aucune carte ; choisis à nouveau dans l'offre.
cards-offer-confirm-ask = Donner ta carte **{ $mine }** contre **{ $theirs }** ? Un échange ne peut pas être annulé. Appuie sur **{ cards-offer-confirm-button }**, ou choisis une autre carte ci-dessus.
cards-offer-gone = L'offre #{ $offer } n'est plus ouverte : rien n'a été échangé. `/trade list` dans le salon de la partie montre les offres auxquelles tu peux répondre.
cards-refuse-not-yours = L'offre #{ $offer } ne t'est pas destinée : seul son destinataire peut y répondre.
cards-offer-traded = Tu as échangé ta carte { $card } contre { $give }.
cards-offer-declined = Tu as refusé l'offre #{ $offer }.
cards-offer-closed-stale = L'offre d'échange #{ $offer } est close : on y a répondu, elle a été annulée ou elle a expiré.
cards-offer-closed = L'offre d'échange #{ $offer } ({ $give } contre { $want }) est close : { $reason }.
cards-closed-accepted = tu l'as acceptée : tu as donné { $card } contre { $give }
cards-closed-declined = tu l'as refusée
cards-closed-cancelled = { $player } l'a annulée
cards-closed-lapsed = elle a expiré
cards-maker-accepted = { $player } a accepté ton offre d'échange #{ $offer } dans la partie Connections #{ $game } : tu as donné **{ $give }** et reçu **{ $got }**.
cards-maker-declined = { $player } a refusé ton offre d'échange #{ $offer } ({ $give } contre { $want }) dans la partie #{ $game }.
cards-maker-lapsed = Ton offre d'échange #{ $offer } à { $player } ({ $give } contre { $want }) dans la partie #{ $game } a expiré : { $reason }.
cards-lapsed-left = { $player } a quitté la partie
cards-lapsed-round = la manche est terminée
cards-lapsed-card-gone = ta carte { $card } n'est plus dans ta main
cards-lapsed-your-turn = ton tour a commencé
cards-lapsed-their-turn = c'est maintenant à { $player } de jouer

## Partenariats

cards-invite-done = C'est fait : ton invitation à devenir partenaire de { $link } est envoyée.
cards-invite-dm = <@{ $user }>, { $player } t'invite à devenir partenaire de sa liaison **{ $link }** ({ $regions }) dans la partie Connections #{ $game }. Pour la rejoindre, pose à ton tour une carte d'une de ces régions avec `/move lay <card>` : elle commence ou prolonge ta rangée dans cette région et fait de toi le partenaire de la liaison (ses points sont alors partagés en deux).
cards-invite-closed = L'invitation envoyée par { $player } pour devenir partenaire de sa liaison **{ $link }** dans la partie Connections #{ $game } est close : { $reason }.
cards-invite-closed-over = la partie est terminée
cards-invite-closed-round = la manche est terminée
cards-invite-closed-taken = tu l'as acceptée et tu es maintenant le partenaire de la liaison
cards-invite-closed-replaced = { $player } a invité { $other } à la place
cards-invite-closed-withdrawn = elle a été retirée

## Avis dans le salon de la partie quand un MP ne peut pas être envoyé

cards-notice-no-hand-dm = Je n'ai pas pu envoyer sa main à <@{ $user }> en MP ; utilise `/hand` (et `/trade list` pour les offres). Autoriser les MP des membres du serveur me permet de l'envoyer.
cards-notice-undelivered = <@{ $user }>, je n'ai pas pu t'envoyer en MP { $what } ; { $where }.
cards-undelivered-offer = l'offre d'échange #{ $offer } envoyée par { $player }
cards-undelivered-offer-where = vois-la avec `/trade list`
cards-undelivered-invite = l'invitation envoyée par { $player } pour devenir partenaire de { $link }
cards-undelivered-invite-where = pour la rejoindre, pose à ton tour une carte de { $regions } (`/move lay <card>`)

## Les points d'une manche et le classement final (dans le message du tour)

cards-points-title = **Points de la manche { $round } :**
cards-points-row = rangée { $region } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } { $points }
cards-points-link = liaison { $regions } ({ $who }) : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } = { $value }, { $share } → { $points }
cards-points-alone = seul
cards-points-owner = propriétaire, avec { $partner } pour partenaire
cards-points-partner = partenaire de { $owner }
cards-points-share-all = tout
cards-points-share-owner = moitié du propriétaire
cards-points-share-half = moitié
cards-points-pairs = paires en main { $region } ({ $cards } en main) { $points }
cards-points-nothing = rien sur la table, aucune paire en main
cards-round-next = La manche { $round } est distribuée par { $dealer } ; { $starter } commence. Les nouvelles mains sont dans vos MP (ou `/hand`).
cards-final-title = **Classement final**
cards-final-resigned = (a abandonné)
cards-final-by-round = (par manche : { $points })
