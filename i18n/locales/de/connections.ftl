# Connections, das Kartenspiel: was seine Regeln sagen. Variablen in { } behalten ihre Namen.
# $seat, $owner, $partner, $from, $to ...: der Name eines Spielers. $card: eine Stadt- oder
# Verbindungskarte (Eigenname, nie übersetzt). $region: der Name einer Region, wie die Notation
# ihn schreibt (bleibt wie er ist). $usage, $move, $choices: Notation, bleibt wie sie ist.
# $offer: die Nummer eines Angebots. $cards, $regions: Listen, schon mit „und“ verbunden.

## Listen

connections-list = { $first }, { $rest }
connections-either = { $first } oder { $rest }

## Karten und wozu sie gehören

connections-card-regional = { $card } ({ $region })
connections-card-linking = { $card } (verbindet { $regions })
connections-want-region = eine beliebige Karte aus { $region }
connections-want-region-any = eine beliebige Karte aus { $region }

## Abgelehnte Eingaben

connections-refuse-empty = gib eine Aktion ein, z. B. draw deck
connections-refuse-unknown-card = es gibt keine Karte namens { $name }; Karten heißen nach ihrer Stadt
connections-refuse-region-not-card = { $region } ist eine Region; Karten heißen nach ihrer Stadt ({ $usage })
connections-refuse-card-count = nenne { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}: { $usage }
connections-refuse-not-seat-number = '{ $word }' ist keine Platznummer: { $usage }
connections-refuse-not-offer-number = '{ $word }' ist keine Angebotsnummer: { $usage }
connections-refuse-draw-where = woher ziehen? draw deck oder draw discard
connections-refuse-meld-different = ein Satz besteht aus drei verschiedenen Karten
connections-refuse-link-shape = nenne eine Verbindungskarte und eine ihrer Regionen: { $usage }
connections-refuse-announce-extra = nach announce folgt nichts mehr
connections-refuse-invite-shape = nenne einen Platz und deine Verbindung: { $usage }
connections-refuse-offer-shape = schreibe ein Angebot so: { $usage }
connections-refuse-offer-want = verlange eine Region oder eine Karte: { $usage }
connections-refuse-answer-which = nenne das Angebot: { $usage }
connections-refuse-answer-shape = schreibe es so: { $usage }
connections-refuse-unknown-verb = unbekannte Aktion '{ $verb }'; die Aktionen sind { $verbs }

## Aktionen, die die Regeln jetzt nicht erlauben

connections-refuse-not-held = du hast { $card } nicht auf der Hand
connections-refuse-seat-absent = { $seat } spielt in dieser Partie nicht mit
connections-refuse-own-seat = nenne einen anderen Platz als deinen eigenen
connections-refuse-seat-resigned = { $seat } hat aufgegeben
connections-refuse-not-your-turn = { $seat } ist am Zug
connections-refuse-discard-now = nach dem Ziehen musst du eine Karte abwerfen
connections-refuse-draw-now = du hast in diesem Zug schon ausgespielt; beende ihn mit draw deck oder draw discard
connections-refuse-discard-first = ein Zug beginnt mit Ziehen oder Ausspielen (meld, link, lay); abgeworfen wird nach dem Ziehen
connections-refuse-discard-empty = die Ablage ist leer; draw deck
connections-refuse-deck-empty = der Nachziehstapel ist leer und auf der Ablage liegt nur ihre oberste Karte; draw discard
connections-refuse-meld-linking = { $card } ist eine Verbindungskarte; sie kommt nie in einen Satz (lege sie mit link)
connections-refuse-meld-regions = diese Karten gehören nicht alle zu einer Region
connections-refuse-lay-linking = { $card } ist eine Verbindungskarte; lege sie mit link { $card } <region>
connections-refuse-lay-closed = du kannst { $card } anlegen, sobald du eine Reihe { $region } oder eine Verbindung dorthin hast
connections-refuse-link-not-linking = { $card } ist keine Verbindungskarte; lege sie in einem Satz aus oder lege sie an
connections-refuse-link-region = { $card } verbindet { $regions }, nicht { $region }
connections-refuse-link-short = { $card } verbindet { $regions }; eine Verbindung kommt an eine Reihe von mindestens 3 Karten
connections-refuse-link-no-row = { $card } verbindet { $regions }; dort hast du keine Reihe
connections-refuse-link-which = nenne die Reihe: { $choices }
connections-refuse-link-no-fit = du hast keine Reihe { $region } mit 3 oder mehr Karten; link { $card } { $fit } passt
connections-refuse-announce-last = in der letzten Runde sagt niemand an; sie endet nach zwei Umläufen ohne Ausspielen
connections-refuse-announce-again = { $seat } hat das Ende dieser Runde schon angesagt
connections-refuse-announce-early = zu früh zum Ansagen: jeder braucht in dieser Runde { $needed } Züge ({ $seat } hatte { $taken })
connections-refuse-invite-not-linking = { $card } ist keine Verbindungskarte; eingeladen wird zu einer Verbindung
connections-refuse-invite-not-on-table = { $card } liegt nicht auf dem Tisch
connections-refuse-invite-not-owner = { $card } ist die Verbindung von { $owner }; nur wem sie gehört, lädt ein
connections-refuse-invite-partnered = { $card } hat schon einen Partner ({ $partner })
connections-refuse-invite-repeated = Du hast { $seat } schon als Partner für { $card } eingeladen; warte auf die Antwort oder lade jemand anderen ein.
connections-refuse-trade-on-turn = getauscht wird erst, wenn keiner von euch beiden am Zug ist
connections-refuse-offer-held = du hast { $card } schon; verlange eine Karte, die du nicht hast
connections-refuse-no-offer = es gibt kein offenes Angebot { $offer }
connections-refuse-cancel-not-yours = Angebot { $offer } ist nicht deins, du kannst es nicht zurückziehen
connections-refuse-offer-not-for-you = Angebot { $offer } ist nicht an dich gerichtet
connections-refuse-accept-region = Angebot { $offer } verlangt eine Karte aus { $region }; { $card } ist keine
connections-refuse-accept-card = Angebot { $offer } verlangt { $card }

## Was geschah: die öffentliche Zeile jeder Aktion

connections-did-discard = { $seat } hat { $card } abgeworfen
connections-did-meld = { $seat } hat { $cards } ausgelegt
connections-did-link = { $seat } hat { $card } an die eigene Reihe { $region } gelegt
connections-did-lay = { $seat } hat { $card } angelegt
connections-did-lay-join = { $seat } hat { $card } angelegt und ist Partner von { $links } geworden
connections-owned-link = { $card } von { $owner }
connections-did-announce = { $seat } hat das Ende der Runde angesagt; alle anderen haben noch zwei Züge
connections-did-invite = { $seat } hat { $invited } als Partner für { $card } eingeladen
connections-did-offer = { $seat } hat Angebot { $offer } an { $to } geschickt
connections-did-accept = { $seat } hat Angebot { $offer } angenommen: { $from } und { $seat } haben eine Karte getauscht
connections-did-decline = { $seat } hat Angebot { $offer } von { $from } abgelehnt
connections-did-cancel = { $seat } hat Angebot { $offer } an { $to } zurückgezogen
connections-did-draw-deck = { $seat } hat vom Nachziehstapel gezogen
connections-did-draw-reshuffle = { $seat } hat vom Nachziehstapel gezogen (die Ablage außer ihrer obersten Karte wurde zu einem neuen Nachziehstapel gemischt)
connections-did-draw-discard = { $seat } hat die oberste Karte der Ablage genommen
connections-did-resign = { $seat } hat aufgegeben
connections-did-deal = Runde { $round }, gegeben von { $dealer }; { $seat } beginnt
connections-then = { $action }. { $then }

## Wie eine Runde endet

connections-round-over = Runde { $round } von { $rounds } ist vorbei ({ $why })
connections-end-announce = angesagt von { $seat }
connections-end-quiet = zwei Umläufe ohne Ausspielen
connections-end-exhausted = keine Karte mehr zum Ziehen
connections-end-agreement = einvernehmlich beendet
connections-did-agree = Alle haben vereinbart, die Partie zu beenden; Runde { $round } von { $rounds } ist vorbei ({ $why })
connections-end-reason = Alle { $rounds } Runden sind gespielt

## Die Statuszeile unter dem Tisch

connections-status = Runde { $round } von { $rounds }. Punkte: { $scores }.
connections-seat-score = { $seat } { $points }

## Züge in Worten

connections-label-draw-deck = Vom Nachziehstapel ziehen
connections-label-draw-discard = { $card } von der Ablage nehmen
connections-label-discard = { $card } abwerfen
connections-label-meld = { $cards } auslegen ({ $region })
connections-label-lay = { $card } an eine Reihe { $region } anlegen
connections-label-link = { $card } an deine Reihe { $region } legen
connections-label-announce = Ansagen: Die Runde endet nach zwei weiteren Zügen für jeden
connections-label-accept = Angebot { $offer } annehmen und { $card } geben
connections-label-decline = Angebot { $offer } ablehnen
connections-label-cancel = Dein Angebot { $offer } zurückziehen
connections-label-invite = { $seat } als Partner für { $card } einladen

## Züge im Verlauf (/history)

connections-history = { $words } ({ $move })
connections-history-draw-deck = vom Nachziehstapel ziehen
connections-history-draw-discard = { $card } von der Ablage nehmen
connections-history-discard = { $card } abwerfen
connections-history-meld = { $cards } auslegen ({ $region })
connections-history-lay = { $card } an eine Reihe { $region } anlegen
connections-history-link = { $card } an die eigene Reihe { $region } legen
connections-history-announce = ansagen: die Runde endet nach zwei weiteren Zügen für jeden
connections-history-decline = Angebot { $offer } ablehnen
connections-history-cancel = eigenes Angebot { $offer } zurückziehen
connections-history-invite = { $seat } als Partner für { $card } einladen
connections-history-offer-hidden = Angebot (Karten verdeckt) an { $seat }
connections-history-accept-hidden = Angebot angenommen (Karten verdeckt)

## Fragen vor einem Tausch oder einer Einladung

connections-confirm-offer = { $seat } deine Karte { $card } für { $want } anbieten?
connections-confirm-invite = { $seat } als Partner für deine Verbindung { $card } einladen?
connections-confirm-accept = { $seat } deine Karte { $card } für die Karte { $give } geben (Angebot { $offer })?
connections-confirm-decline = Angebot { $offer } von { $seat } ablehnen ({ $what })?
connections-confirm-cancel = Dein Angebot { $offer } an { $seat } zurückziehen ({ $what })?
connections-trade = { $give } für { $want }

## Offene Angebote und Einladungen (privat)

connections-pending-offer-from-me = Angebot #{ $offer }: Du bietest { $to } { $give } für { $want }
connections-pending-offer-to-me = Angebot #{ $offer }: { $from } bietet dir { $give } für { $want }
connections-pending-invited = { $owner } lädt dich als Partner für { $card } ein
connections-pending-inviting = Du hast { $invited } als Partner für { $card } eingeladen

## Der Spielen-Dialog: erst was, dann welche Karten

connections-step-discard = Eine Karte abwerfen
connections-step-meld = Drei Karten einer Region auslegen
connections-step-lay = Eine Karte an eine Reihe anlegen
connections-step-link = Eine Verbindungskarte legen
connections-step-answer = Auf ein Angebot antworten
connections-step-cancel = Eines deiner Angebote zurückziehen
connections-step-invite = Einen Partner zu deiner Verbindung einladen
connections-step-linking = Verbindungskarten
connections-step-offer-to = { $seat } einen Tausch anbieten
connections-step-give = { $card } geben
connections-step-any = Eine beliebige Karte aus { $region }
connections-step-ask = { $card } verlangen
connections-step-offer-from = Angebot { $offer } von { $from }: { $give } für { $want }
connections-step-offer-to-seat = Angebot { $offer } an { $to }: { $give } für { $want }

## Die Fragen des Spielen-Dialogs

connections-ask-what = Was möchtest du tun?
connections-ask-region = Welche Region?
connections-ask-want = Was verlangst du?
connections-ask-give = Welche Karte gibst du?
connections-ask-want-card = Welche Karte verlangst du?
connections-ask-answer = Annehmen (mit welcher Karte) oder ablehnen?
connections-ask-discard = Welche Karte wirfst du ab?
connections-ask-meld = Welche drei Karten legst du aus?
connections-ask-lay = Welche Karte legst du an?
connections-ask-link = Welche Verbindungskarte, an welche Reihe?
connections-ask-which-offer = Auf welches Angebot antwortest du?
connections-ask-cancel = Welches Angebot ziehst du zurück?
connections-ask-invite = Wen lädst du ein, mit welcher Karte?
connections-ask-which = Welches?
connections-ask-card = Welche Karte?

## Der Tisch in Worten (Text-Brett)

connections-board-round = Runde { $round } von { $rounds }.
connections-board-piles = Nachziehstapel: { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
}. Ablage: { $discards ->
    [one] { $discards } Karte
   *[other] { $discards } Karten
}.
connections-board-top = Oben auf der Ablage: { $card }.
connections-board-player = { $seat }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} auf der Hand.
connections-board-row = Reihe { $region } von { $seat }:
connections-board-link = Verbindung { $card } von { $owner },
connections-board-link-row = {"  "}an der Reihe { $region }.
connections-board-link-partner = {"  "}an der Reihe { $region }, Partner { $partner }.
connections-board-link-invited = {"  "}an der Reihe { $region }, { $invited } eingeladen.
connections-board-empty = Noch ist nichts ausgespielt.
