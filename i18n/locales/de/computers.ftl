# Computerspieler: der Knopf „Computer hinzufügen“ der Lobby und die Stufenauswahl, und ein
# Computer, der den Platz eines Ausgeschiedenen übernimmt.

## Computer hinzufügen
computers-which-level = Auf welcher Stufe soll der Computer spielen?
computers-choose-level = Wähle seine Stufe
computers-easy = Leicht
computers-easy-about = Leicht: spielt locker, gut zum Lernen
computers-medium = Mittel
computers-medium-about = Mittel: ein fairer Kampf
computers-hard = Schwer
computers-hard-about = Schwer: das Stärkste, was er kann
computers-joined-start = { $name } ist beigetreten; die { $game }-Partie #{ $id } beginnt.
computers-joined = { $name } ist der Lobby der Partie #{ $id } beigetreten.

## Ein Computer übernimmt einen Platz (im Kanal)
computers-substitute-resigned = { $name } hat aufgegeben: Ein Computer ({ $level ->
    [easy] leicht
    [hard] schwer
   *[medium] mittel
}) übernimmt den Platz in Partie #{ $id }, und die Partie geht weiter. Für { $name } zählt das als Niederlage; der Platz des Computers wird nicht gewertet.
computers-substitute-timeout = { $name } hat die Zeit überschritten: Ein Computer ({ $level ->
    [easy] leicht
    [hard] schwer
   *[medium] mittel
}) übernimmt den Platz in Partie #{ $id }, und die Partie geht weiter. Für { $name } zählt das als Niederlage; der Platz des Computers wird nicht gewertet.

## A computer seat's name (in the server's language, as its players' names are shown to all)
computers-name = { $number ->
    [1] Computer
   *[other] Computer { $number }
} ({ $level ->
    [easy] leicht
    [medium] mittel
   *[hard] schwer
})
