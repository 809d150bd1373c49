# Der Kartentisch (Connections): Hände, Tausch, Partnerschaften, Punkte einer Runde.
# Karten-, Städte- und Regionsnamen bleiben, wie sie sind (Spieler tippen sie in Zügen).

## Karten und Hände

cards-card-link = { $card } (verbindet { $regions })
cards-want-region = eine beliebige Karte aus { $region }
cards-hand-linking = Verbindungskarten
cards-hand-drew = Du hast { $card } gezogen.
cards-hand-title =
    Deine Hand in der Connections-Partie #{ $game } (Runde { $round } von { $rounds }, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }):
cards-hand-empty = (leer)
cards-hand-file = hand
cards-note-drew = Erledigt: Du hast **{ $card }** gezogen.
cards-note-stored = Erledigt: gespeichert.

## /hand und Meine Hand

cards-refuse-no-hands = Hier läuft { $game }, ein Spiel ohne Hände. Nutze `/board`.
cards-refuse-no-hands-button = Dieses Spiel hat keine Hände zum Zeigen.

## /trade

cards-refuse-not-connections = Tausch und Partnerschaften gibt es nur in Connections; hier läuft { $game }. Spiele es mit `/move`.
cards-refuse-not-player = { $name } spielt in dieser Partie nicht mit; wähle jemanden aus { $players }.
cards-refuse-over = Diese Partie ist vorbei. Starte eine neue mit `/game new`.
cards-refuse-resigned = Du hast in dieser Partie aufgegeben und kannst darin nicht mehr tauschen oder einladen.
cards-refuse-repeated = Dieses Angebot hast du schon gemacht; es ist Angebot #{ $offer } und noch offen.
cards-refuse-because = { $reason }. { $step }
cards-refuse-reason = { $reason }.
cards-step-offer = Sieh mit `/hand` nach deinen Karten und mit `/trade list` nach deinen Angeboten.
cards-step-answer = Mit `/trade list` siehst du die Angebote, auf die du antworten kannst.
cards-step-cancel = Mit `/trade list` siehst du deine eigenen Angebote.
cards-step-invite = Einladen kannst du nur zu einer eigenen Verbindung ohne Partner; siehe `/board`.
cards-offer-sent = Angebot #{ $offer } ist verschickt: deine Karte { $give } für { $want }. Zurückziehen kannst du es mit `/trade cancel offer:{ $offer }`.
cards-accept-done = Erledigt: Du hast deine Karte { $card } getauscht (Angebot #{ $offer }).
cards-decline-done = Erledigt: Du hast Angebot #{ $offer } abgelehnt.
cards-cancel-done = Erledigt: Du hast Angebot #{ $offer } zurückgezogen.
cards-offer-line-mine = #{ $offer }: Du bietest { $player } { $give } für { $want } an
cards-offer-line-theirs = #{ $offer }: { $player } bietet dir { $give } für { $want } an
cards-list-made = **Deine Angebote**
cards-list-to-you = **Angebote an dich**
cards-list-none = keine
cards-list-answer = Antworte mit `/trade accept offer:<n> card:<card>` oder `/trade decline offer:<n>`.

## Die DM eines Angebots und ihre Bedienelemente

cards-offer-dm = **Tauschangebot #{ $offer }** in der Connections-Partie #{ $game }: { $player } bietet dir **{ $give }** für { $want } an.
cards-offer-dm-choose = Wähle unten die Karte, die du gibst (du bestätigst, bevor getauscht wird), oder drücke **{ cards-offer-decline-button }**. Das Angebot verfällt, sobald einer von euch beiden am Zug ist oder die Runde endet.
cards-offer-dm-no-card = Du hast keine Karte, die dazu passt ({ $want }), und kannst nur **{ cards-offer-decline-button }** drücken. Bekommst du durch einen Tausch eine, bevor das Angebot verfällt (sobald einer von euch beiden am Zug ist oder die Runde endet), nimm es mit `/trade accept` im Kanal der Partie an.
cards-offer-select = Annehmen: Wähle die Karte, die du gibst
cards-offer-decline-button = Ablehnen
cards-offer-confirm-button = Tausch bestätigen
cards-offer-choose = Wähle eine der Karten aus der Liste.
cards-refuse-bad-card = Dieser Knopf nennt keine Karte; wähle im Angebot neu.
cards-offer-confirm-ask = Deine Karte **{ $mine }** für **{ $theirs }** geben? Ein Tausch lässt sich nicht zurücknehmen. Drücke **{ cards-offer-confirm-button }** oder wähle oben eine andere Karte.
cards-offer-gone = Angebot #{ $offer } ist nicht mehr offen, es wurde nichts getauscht. Mit `/trade list` im Kanal der Partie siehst du die Angebote, auf die du antworten kannst.
cards-refuse-not-yours = Angebot #{ $offer } ist nicht an dich gerichtet: Nur wer es bekommen hat, kann darauf antworten.
cards-offer-traded = Du hast deine Karte { $card } gegen { $give } getauscht.
cards-offer-declined = Du hast Angebot #{ $offer } abgelehnt.
cards-offer-closed-stale = Tauschangebot #{ $offer } ist geschlossen: Es wurde beantwortet, zurückgezogen oder ist verfallen.
cards-offer-closed = Tauschangebot #{ $offer } ({ $give } für { $want }) ist geschlossen: { $reason }.
cards-closed-accepted = Du hast es angenommen und { $card } für { $give } gegeben
cards-closed-declined = Du hast es abgelehnt
cards-closed-cancelled = { $player } hat es zurückgezogen
cards-closed-lapsed = Es ist verfallen
cards-maker-accepted = { $player } hat dein Tauschangebot #{ $offer } in der Connections-Partie #{ $game } angenommen: Du hast **{ $give }** gegeben und **{ $got }** bekommen.
cards-maker-declined = { $player } hat dein Tauschangebot #{ $offer } ({ $give } für { $want }) in Partie #{ $game } abgelehnt.
cards-maker-lapsed = Dein Tauschangebot #{ $offer } an { $player } ({ $give } für { $want }) in Partie #{ $game } ist verfallen: { $reason }.
cards-lapsed-left = { $player } hat die Partie verlassen
cards-lapsed-round = Die Runde ist zu Ende
cards-lapsed-card-gone = Deine Karte { $card } ist nicht mehr auf deiner Hand
cards-lapsed-your-turn = Du bist am Zug
cards-lapsed-their-turn = { $player } ist am Zug

## Partnerschaften

cards-invite-done = Erledigt: Deine Einladung, Partner von { $link } zu werden, ist verschickt.
cards-invite-dm = <@{ $user }>, { $player } lädt dich ein, Partner der Verbindung **{ $link }** ({ $regions }) in der Connections-Partie #{ $game } zu werden. Um mitzumachen, lege in deinem Zug eine Karte einer dieser Regionen mit `/move lay <card>` an: Sie beginnt oder verlängert dort deine Reihe und macht dich zum Partner der Verbindung (ihre Punkte werden dann zwischen euch geteilt).
cards-invite-closed = Die Einladung von { $player } zur Verbindung **{ $link }** in der Connections-Partie #{ $game } ist geschlossen: { $reason }.
cards-invite-closed-over = Die Partie ist vorbei
cards-invite-closed-round = Die Runde ist zu Ende
cards-invite-closed-taken = Du hast sie angenommen und bist jetzt Partner der Verbindung
cards-invite-closed-replaced = { $player } hat stattdessen { $other } eingeladen
cards-invite-closed-withdrawn = Sie wurde zurückgezogen

## Hinweise im Kanal der Partie, wenn eine DM nicht ankommt

cards-notice-no-hand-dm = Ich konnte <@{ $user }> die Hand nicht per DM schicken; nutze `/hand` (und `/trade list` für Angebote). Sind DMs von Servermitgliedern erlaubt, kann ich sie schicken.
cards-notice-undelivered = <@{ $user }>, ich konnte dir { $what } nicht per DM schicken; { $where }.
cards-undelivered-offer = Tauschangebot #{ $offer } von { $player }
cards-undelivered-offer-where = du siehst es mit `/trade list`
cards-undelivered-invite = die Einladung von { $player } zur Verbindung { $link }
cards-undelivered-invite-where = um mitzumachen, lege in deinem Zug eine Karte aus { $regions } an (`/move lay <card>`)

## Die Punkte einer Runde und der Endstand (im Beitrag des Zuges)

cards-points-title = **Punkte in Runde { $round }:**
cards-points-row = Reihe { $region }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } { $points }
cards-points-link = Verbindung { $regions } ({ $who }): { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } = { $value }, { $share } → { $points }
cards-points-alone = allein
cards-points-owner = Besitzer, mit Partner { $partner }
cards-points-partner = Partner von { $owner }
cards-points-share-all = alles
cards-points-share-owner = Hälfte des Besitzers
cards-points-share-half = Hälfte
cards-points-pairs = Handpaare { $region } ({ $cards } auf der Hand) { $points }
cards-points-nothing = nichts ausgelegt, keine Paare auf der Hand
cards-round-next = In Runde { $round } gibt { $dealer }; { $starter } beginnt. Die neuen Hände sind in euren DMs (oder `/hand`).
cards-final-title = **Endstand**
cards-final-resigned = (aufgegeben)
cards-final-by-round = (nach Runden: { $points })
