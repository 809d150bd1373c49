# Beiträge im Kanal (bot/delivery/, bot/features/upkeep/): in der Sprache des Servers.

## The title line above each turn's board
posts-title = { $title } · Partie #{ $game } · Zug { $moves }

## What happened (the headline of a turn's post)
posts-played = { $who } hat gezogen: { $move }.
posts-planned = { $move } { $reply } (geplant).
posts-resigned = { $who } hat aufgegeben.
posts-resigned-drops-out = { $who } hat aufgegeben und scheidet aus der Partie aus.
posts-timed-out = { $who } hat die Zeit überschritten.
posts-timed-out-drops-out = { $who } hat die Zeit überschritten und scheidet aus der Partie aus.
posts-agreed-end = Alle Spieler haben vereinbart, die Partie jetzt zu beenden.
posts-taken-back = Der Zug { $move } von { $who } wurde zurückgenommen.

## The first post of a game
posts-begins = Die { $title }-Partie #{ $game } beginnt. Zugreihenfolge: { $order }.
posts-order-then = {", dann "}

## Whom a turn is up to (below the board)
posts-your-turn = { $count ->
    [one] { $who }, du bist am Zug.
   *[other] { $who }: ihr seid jetzt am Zug.
}
posts-turn-of-away = { $count ->
    [one] { $who } ist am Zug.
   *[other] { $who } sind am Zug.
}
posts-computer-choosing = { $count ->
    [one] { $who } wählt seinen Zug.
   *[other] { $who } wählen ihre Züge.
}

## The clock line
posts-away-until = { $who } macht Pause bis { $until }.
posts-deadline = ⏱ { $who } muss bis { $at } ziehen ({ $relative }). Zeitlimit: { $limit }.

## The end of a game
posts-over-draw =
    { $how ->
        [resign] Partie beendet: Unentschieden durch Aufgabe.
        [agreement] Partie beendet: Unentschieden nach Vereinbarung.
        [timeout] Partie beendet: Unentschieden auf Zeit.
       *[other] Partie beendet: Unentschieden.
    }
posts-over-win = { $how ->
    [resign] Partie beendet: **{ $who }** gewinnt durch Aufgabe.
    [agreement] Partie beendet: **{ $who }** gewinnt nach Vereinbarung.
    [timeout] Partie beendet: **{ $who }** gewinnt auf Zeit.
   *[other] Partie beendet: **{ $who }** gewinnt.
}
posts-over-shared = { $how ->
    [resign] Partie beendet: **{ $who }** teilen sich den Sieg durch Aufgabe.
    [agreement] Partie beendet: **{ $who }** teilen sich den Sieg nach Vereinbarung.
    [timeout] Partie beendet: **{ $who }** teilen sich den Sieg auf Zeit.
   *[other] Partie beendet: **{ $who }** teilen sich den Sieg.
}
posts-final-scores = Endstand: { $scores }.
posts-length = { $moves ->
    [one] { $moves } Zug in { $duration }. { $everyone }
   *[other] { $moves } Züge in { $duration }. { $everyone }
}

## Lines inside a turn (an offer, an invitation): who must answer
posts-answer-up-to-you = { $who }: Jetzt bist du mit der Antwort dran.
posts-see-your-dms = { $who }: Schau in deine DMs.

## Buttons under a turn's post (and the lobby's Rules)
posts-button-play = Spielen
posts-button-history = Verlauf
posts-button-rules = Regeln
posts-button-text = Brett als Text
posts-button-hand = Meine Hand
posts-button-rematch = Revanche
posts-button-gif = Partie als GIF
posts-button-plan = Antwort planen

## Reminders in the channel (/settings reminder_hours)
posts-reminder = { $who }, eine Erinnerung: Du bist am Zug in der { $title }-Partie #{ $game } (seit { $hours } Std.). `/board` zeigt die Stellung, mit `/move` ziehst du.
posts-reminder-time-left = Verbleibende Zeit für { $who }: { $left } (bis { $until }).
posts-reminder-time-out = Die Zeit von { $who } ist abgelaufen: Ein anderer Spieler kann jetzt `/game claim` verwenden.
