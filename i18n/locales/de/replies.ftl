# Antworten, die alle Funktionen teilen (bot/ui/replies.py, bot/ui/lookup.py, bot/services/refusal.py).

## Wenn etwas schiefgeht
replies-apology = Entschuldigung, bei mir ist etwas schiefgegangen, und nichts wurde geändert. Versuch es gleich noch einmal.
replies-apology-stored = Deine Änderung ist gespeichert, aber beim Antworten ist etwas schiefgegangen. Der Kanal zeigt sie gleich; mit `/board` kannst du nachsehen.
replies-unavailable = Der Spielspeicher antwortet gerade nicht; versuch es gleich noch einmal.
replies-unconfirmed = Ich konnte nicht bestätigen, dass deine Änderung gespeichert wurde: Der Spielspeicher hat nicht mehr geantwortet. Sieh dir die Partie gleich mit `/board` an, bevor du es noch einmal versuchst.
replies-game-corrupt = Die Partie #{ $id } ({ $game }) kann nicht weitergehen: Ihre gespeicherte Stellung passt nicht zu ihrem Zugprotokoll. Ein Moderator kann sie mit `/game cancel` schließen.

## Private Bestätigungen nach einer gespeicherten Änderung
replies-done-move = Erledigt: Dein Zug ist gespeichert. Das Brett folgt im Kanal.
replies-done-resign = Erledigt: Du hast aufgegeben. Der Kanal erfährt es.
replies-done-timeout = Erledigt: Die Zeitüberschreitung ist geltend gemacht und gespeichert. Der Kanal erfährt es.
replies-done-end = Erledigt: Die Partie ist einvernehmlich beendet. Das Ergebnis folgt im Kanal.
replies-done-undo = Erledigt: Der Zug ist zurückgenommen. Das Brett folgt im Kanal.
replies-done = Erledigt.
replies-done-planned = Erledigt: Dein Zug ist gespeichert, und die geplante Antwort von { $who } darauf wurde sofort gespielt, also bist du wieder am Zug. Das Brett folgt im Kanal.

## Lange Antworten
replies-attached = (der ganze Text ist angehängt)

## Die Partie finden (bot/ui/lookup.py)
replies-game-over-here = Die { $game }-Partie hier (#{ $id }) ist vorbei. Starte eine neue mit `/game new`.
replies-no-game-here = In diesem Kanal läuft keine Partie. Starte eine mit `/game new game:<name>`.
replies-lobby-here = Die { $game }-Partie hier hat noch nicht begonnen: Tritt ihrer Lobby bei, oder wer sie eröffnet hat, startet sie mit `/game start`.
replies-lobby-first = Die Partie hier hat noch nicht begonnen: Tritt zuerst ihrer Lobby bei.
replies-button-gone = Diese Partie ist hier nicht mehr verfügbar.
replies-not-a-number = { $text } ist keine Partienummer: Gib sie wie `#12` an (die Nummer in den Beiträgen der Partie).
replies-no-such-game = Auf diesem Server gibt es keine Partie #{ $id }, die ich zeigen könnte.
replies-nothing-to-show = In diesem Kanal gibt es keine Partie zum Zeigen. Nenne eine mit ihrer Nummer, etwa `game:#12`, oder starte eine mit `/game new`.
replies-not-finished = Die Partie #{ $id } ist noch nicht beendet: Ihre Aufzeichnung lässt sich exportieren, sobald sie vorbei ist.
