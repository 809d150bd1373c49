# Geplante Antworten (docs/planned-replies.md): /plan, „Antwort planen“ nach einem mit Play
# bestätigten Zug, die Hinweise per DM und das Planen am Web-Tisch.

## Eine Zeile eines Plans, innerhalb anderer Sätze
plans-line-if = wenn { $player } { $theirs } zieht, ziehst du { $mine }
plans-line-then = dann, wenn { $player } { $theirs } zieht, ziehst du { $mine }
plans-line-chain = { $first }; { $rest }

## Ablehnungen
plans-refuse-not-player = Du spielst in dieser Partie nicht mit, also kannst du darin keine Antworten planen.
plans-refuse-no-plans = Du spielst in dieser Partie nicht mit, also hast du darin keine Pläne.
plans-refuse-two-players = Geplante Antworten gibt es nur in Partien zu zweit, in denen nichts verdeckt ist; diese { $game }-Partie hat { $players } Spieler.
plans-refuse-over = Diese Partie ist vorbei, es gibt nichts mehr zu planen.
plans-refuse-own-turn = Du bist am Zug: Mach zuerst deinen Zug und plane dann deine Antworten auf den nächsten Zug deines Gegners.
plans-refuse-not-waiting = Antworten kannst du nur planen, während dein Gegner am Zug ist.
plans-refuse-no-game = Hier läuft keine Partie, in der du Antworten planen könntest.
plans-refuse-stale = Die Partie ist weitergegangen, während du geplant hast, daher passt dieser Plan nicht mehr. Plane noch einmal, ausgehend vom Brett, wie es jetzt ist.
plans-refuse-pairs = Gib zu jedem Zug deines Gegners eine Antwort an: `then_play` gehört zu `then_if`.
plans-refuse-half = Gib `then_if` und `then_play` zusammen an oder keins von beiden; es wurde nichts geplant.
plans-refuse-already = Das hattest du schon geplant: { $line }.
plans-refuse-too-many = Eine Partie behält höchstens { $max } geplante Antworten; nutze `/plan clear` und plane dann die wahrscheinlichsten.
plans-refuse-gone = Diese Auswahl steht nicht mehr zur Verfügung. Beginne den Plan von vorn.
plans-refuse-over-after = Nach `{ $after }` wäre die Partie vorbei, also hat `{ $option }` nichts zu beantworten.
plans-refuse-not-your-move = Nach `{ $after }` wärst du nicht am Zug, also kann `{ $option }` nicht geplant werden.
plans-refuse-not-their-move = Nach `{ $after }` wäre { $player } nicht am Zug, also kann `{ $option }` nicht geplant werden.
plans-refuse-illegal = `{ $option }`: `{ $move }` ist { $when } kein erlaubter Zug ({ $why }). Wähle einen aus der Liste.
plans-option-move = Zug { $n }
plans-when-now-theirs = für { $player } jetzt
plans-when-after-theirs = für { $player } nach `{ $after }`
plans-when-after-yours = für dich nach `{ $after }`

## Antworten auf /plan und „Plan bestätigen“
plans-added = Geplant, nur für dich: { $line }.
plans-added-replaces = Das ersetzt deine frühere Antwort auf diesen Zug.
plans-added-how = Deine Antwort wird sofort gespielt, wenn dieser Zug kommt; jeder andere Zug verwirft deine Pläne, und ich sage dir per DM Bescheid. Du hast hier { $count ->
        [one] 1 geplante Antwort
       *[other] { $count } geplante Antworten
    } (`/plan list` zeigt sie, `/plan clear` verwirft sie).
plans-list-title = **Deine geplanten Antworten** (nur du siehst sie):
plans-list-none = Du hast in dieser Partie keine geplanten Antworten. Plane eine mit `/plan add` oder mit **{ plans-button }**, nachdem du einen Zug mit **{ posts-button-play }** bestätigt hast.
plans-list-file = geplante-antworten.txt
plans-cleared = Erledigt: { $count ->
        [one] Deine geplante Antwort hier ist verworfen.
       *[other] Deine { $count } geplanten Antworten hier sind verworfen.
    }
plans-cleared-none = Du hattest in dieser Partie keine geplanten Antworten, also wurde nichts verworfen.

## Antwort planen (die Schritte nach einem mit Play bestätigten Zug)
plans-button = Antwort planen
plans-another = Noch eine planen
plans-then = Und wenn der Gegner dann zieht …
plans-back = Zurück
plans-confirm = Plan bestätigen
plans-start-again = Neu beginnen
plans-choose = Wähle …
plans-flow-heading = **{ plans-button }** in der { $game }-Partie #{ $id } (nur du siehst das)
plans-flow-if = Wenn { $player } zieht …
plans-flow-if-you = Wenn { $player } { $theirs } zieht, ziehst du …
plans-flow-after = Im Anschluss an: { $line }.
plans-flow-so-far = Bisher: { $steps }
plans-flow-choose = Wähle unten.
plans-flow-preview = Das Brett unten zeigt die Stellung nach beiden Zügen. Mit **{ plans-confirm }** behältst du den Plan (niemand sonst sieht ihn, bevor er gespielt wird), oder drücke **{ plans-back }**.
plans-preview-file = plan.png
plans-flow-stale = Die { $game }-Partie #{ $id } ist weitergegangen, seit du das geöffnet hast, daher passt diese Auswahl vielleicht nicht mehr. Beginne neu mit der Stellung, wie sie jetzt ist.

## Hinweise per DM, wenn Pläne verworfen werden
plans-note-taken-back = Deine geplanten Antworten in der { $game }-Partie #{ $id } sind verworfen: Ein Zug wurde zurückgenommen.
plans-note-unplanned = In der { $game }-Partie #{ $id } hat { $player } { $move } gezogen, worauf du nicht geplant hattest, daher sind deine geplanten Antworten dort verworfen.{ $yours ->
        [yes] {" "}Du bist am Zug.
       *[other] {""}
    }
plans-note-not-legal = In der { $game }-Partie #{ $id } hat { $player } { $move } gezogen, aber deine geplante Antwort `{ $reply }` ist dort nicht erlaubt, daher wurde sie nicht gespielt, und deine Pläne dort sind verworfen.{ $yours ->
        [yes] {" "}Du bist am Zug.
       *[other] {""}
    }

## Planen am Web-Tisch (ohne Markdown: die Seite zeigt den Text, wie er ist)
plans-web-if = Wenn { $player } zieht …
plans-web-if-you = Wenn { $player } { $theirs } zieht, ziehst du …
plans-web-after = Im Anschluss an: { $line }.
plans-web-added = Geplant, nur für dich: { $line }.
plans-web-added-how = Deine Antwort wird sofort gespielt, wenn dieser Zug kommt; jeder andere Zug verwirft deine Pläne, und ich sage dir per DM Bescheid. Du hast in dieser Partie { $count ->
        [one] 1 geplante Antwort
       *[other] { $count } geplante Antworten
    }.
plans-web-cleared = { $count ->
        [one] Deine geplante Antwort in dieser Partie ist verworfen.
       *[other] Deine { $count } geplanten Antworten in dieser Partie sind verworfen.
    }
