# Ziehen: /move, /resign, /undo, /board, /history, das Textbrett und der Auswahldialog
# des Spielen-Knopfs (bot/features/play/), und abgelehnte Züge (bot/services/sessions.py).

## Abgelehnte Züge und Änderungen
play-refuse-lobby-state = Diese Partie hat noch nicht begonnen: Sie ist noch eine Lobby.
play-refuse-changed = Die Partie hat sich gerade geändert; sieh mit `/board` nach und versuch es noch einmal.
play-refuse-cancelled = Diese Partie gibt es nicht mehr: Sie wurde abgebrochen.
play-refuse-abandoned = Diese Partie wurde eingestellt und kann nicht weitergehen. Starte eine neue mit `/game new`.
play-refuse-lobby = Diese Partie hat noch nicht begonnen: Tritt der Lobby bei, oder wer sie eröffnet hat, startet sie mit `/game start`.
play-refuse-over = Diese Partie ist vorbei. Starte eine neue mit `/game new`.
play-refuse-plans-changing = Die Pläne deines Gegners haben sich gerade geändert; versuch deinen Zug bitte noch einmal.
play-refuse-raced = Der Zug eines anderen wurde kurz vor deinem gespeichert; sieh mit `/board` nach und versuch es noch einmal.
play-refuse-raced-change = Die Änderung eines anderen wurde kurz vor deiner gespeichert; sieh mit `/board` nach und versuch es noch einmal.
play-refuse-not-player = Du spielst in dieser Partie nicht mit (es spielen { $players }).
play-refuse-version = Die Partie hat sich geändert, während der Zug gewählt wurde.
play-refuse-resigned = Du hast in dieser Partie aufgegeben und kannst darin nicht mehr ziehen.
play-refuse-not-your-turn = Du bist nicht am Zug: { $who } ist am Zug. Du wirst erwähnt, sobald du dran bist.
play-refuse-illegal = Dieser Zug ist nicht erlaubt: { $reason }.
play-refuse-illegal-hint = Dieser Zug ist nicht erlaubt: { $reason }; { $hint }.
play-refuse-resign = Du kannst nicht aufgeben: { $reason }.

## Zeitüberschreitung geltend machen (/game claim)
play-refuse-no-limit = Diese Partie hat kein Zeitlimit, also gibt es nichts geltend zu machen.
play-refuse-claim-gone = Du spielst in dieser Partie nicht mehr mit und kannst keine Zeitüberschreitung geltend machen.
play-refuse-claim-nobody = Gerade läuft für niemanden die Uhr, also gibt es nichts geltend zu machen.
play-refuse-claim-self = Deine eigene Uhr läuft, also kannst du nichts geltend machen: Mach deinen Zug mit `/move`.
play-refuse-claim-away = { $who } macht bis <t:{ $back }:f> Pause, daher steht die Uhr still; du kannst die Zeitüberschreitung geltend machen, wenn die Zeit danach abläuft.
play-refuse-claim-early = { $who } hat noch { $left } für den Zug (bis <t:{ $deadline }:f>); danach kannst du die Zeitüberschreitung geltend machen.
play-refuse-undo-moved-on = Die Partie ist weitergegangen, seit um die Zugrücknahme gebeten wurde; sie gilt nicht mehr.
play-refuse-undo-nothing = Es gibt keinen Zug, der zurückgenommen werden kann.

## /move und Spielen: die private Antwort auf eine Aktion innerhalb eines Zugs
play-done-stored = Erledigt: gespeichert.
play-again-move = Nutze noch einmal `/move`
play-again-play = Drücke unten auf **{ play-button }**
play-turn-goes-on = Dein Zug geht weiter: { $again }, um ihn zu beenden.
play-turn-of = { $who } ist am Zug; du wirst erwähnt, sobald du dran bist.

## /undo
play-undo-posted = Erledigt: Deine Bitte steht im Kanal.
play-undo-computer = Erledigt: Der Computer war einverstanden, und dein Zug ist zurückgenommen.

## /board, /history und das Textbrett
play-board-headline = Das Brett, wie es gerade steht.
play-game = { $game }-Partie #{ $id }
play-history-empty = { $title }: noch keine Züge.
play-history-title = { $title }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}:
play-history-title-undone = { $title }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} ({ $undone } zurückgenommen):
play-history-move = { $number }. { $who }: { $words }
play-history-resigned = - { $who } hat aufgegeben
play-history-timeout = - { $who } hat die Zeit überschritten
play-history-ended = - einvernehmlich beendet
play-history-file = partie-{ $id }-verlauf.txt
play-board-file = partie-{ $id }-brett.txt
play-text-board = **{ $game }-Partie #{ $id }** in Worten:

## Der Auswahldialog des Spielen-Knopfs (privat)
play-button = Spielen
play-back = Zurück
play-confirm = Bestätigen
play-start-again = Neu beginnen
play-choose = Wähle …
play-preview-file = vorschau.png
play-refuse-not-playing = Du spielst in dieser Partie nicht mit; { $who } ist am Zug.
play-refuse-not-yours = { $who } ist am Zug, nicht du; du wirst erwähnt, sobald du dran bist.
play-refuse-finished = Diese Partie ist vorbei, es gibt also keinen Zug mehr. Starte eine neue mit `/game new`.
play-refuse-choice-gone = Diese Auswahl steht nicht mehr zur Verfügung. Drücke am Brett auf **{ posts-button-play }**, um neu zu beginnen.
play-refuse-move-gone = Dieser Zug steht nicht mehr zur Verfügung. Drücke am Brett auf **{ posts-button-play }**, um neu zu beginnen.
play-heading = **Dein Zug** in der { $game }-Partie #{ $id }
play-so-far = Bisher: { $steps }
play-question-back =
    { $question }
    Drücke **{ play-confirm }** oder **{ play-back }**.
play-question =
    { $question }
    Drücke **{ play-confirm }**.
play-preview-only =
    { $heading }: { $words }
    Drücke **{ play-confirm }**, um ihn zu spielen.
play-preview-back =
    { $heading }: { $words }
    Das Brett unten zeigt die Stellung nach dem Zug. Drücke **{ play-confirm }**, um ihn zu spielen, oder **{ play-back }**.
play-preview =
    { $heading }: { $words }
    Das Brett unten zeigt die Stellung nach dem Zug. Drücke **{ play-confirm }**, um ihn zu spielen.
play-stale = Die { $game }-Partie #{ $id } ist weitergegangen, seit du das geöffnet hast, daher passt diese Auswahl vielleicht nicht mehr. Beginne neu mit der Stellung, wie sie jetzt ist.
play-done-words = Erledigt: Dein Zug, { $words }, ist gespeichert. Das Brett steht im Kanal.

## Die Knöpfe des Web-Tischs
play-open-board = Brett öffnen
play-open-in-discord = In Discord öffnen
