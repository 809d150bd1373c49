# Turniere (bot/features/tournaments/, bot/services/tournament*.py): Antworten auf /tournament
# in der Sprache des Spielers; Anmeldung, Tabellenstand, Schlussbeitrag, Threads in der
# Sprache des Servers.

## The formats (a tournament's kind), as words
tournaments-format = { $format ->
    [round-robin] Jeder gegen jeden
    [swiss] Schweizer System
   *[knockout] K.-o.-System
}

## Answers to /tournament and the sign-up buttons (private)
tournaments-done-new = Erledigt: Für Turnier #{ $tournament } kann man sich jetzt in diesem Kanal anmelden.
tournaments-done-join = Erledigt: Du bist für Turnier #{ $tournament } angemeldet.
tournaments-done-leave = Erledigt: Du hast dich von Turnier #{ $tournament } abgemeldet.
tournaments-done-start = Erledigt: Turnier #{ $tournament } hat begonnen; seine Partien beginnen in Threads.
tournaments-done-computer = Erledigt: { $name } ist für Turnier #{ $tournament } angemeldet.
tournaments-done-cancel = Erledigt: Turnier #{ $tournament } ist abgesagt.
tournaments-done-withdraw = Erledigt: Du hast dich aus Turnier #{ $tournament } zurückgezogen ({ $count ->
    [one] 1 Partie aufgegeben
   *[other] { $count } Partien aufgegeben
}).
tournaments-withdraw-unconfirmed = Ich konnte nicht bestätigen, dass deine Aufgabe in { $count ->
    [one] Partie
   *[other] den Partien
} { $games } gespeichert wurde: Der Spielspeicher hat nicht mehr geantwortet. Sieh gleich mit `/board` in ihren Threads nach.
tournaments-withdraw-failed = Der Spielspeicher hat für { $count ->
    [one] Partie { $games } nicht geantwortet, die noch nicht aufgegeben ist
   *[other] die Partien { $games } nicht geantwortet, die noch nicht aufgegeben sind
}: Führe `/tournament withdraw` gleich noch einmal aus.

## /tournament list
tournaments-list-line = #{ $tournament } { $title }, { $format }: { $state }, in { $channel }
tournaments-state-signup = Anmeldung offen
tournaments-state-round = { $rounds ->
    [0] Runde { $round }
   *[other] Runde { $round } von { $rounds }
}
tournaments-state-finished = beendet
tournaments-state-cancelled = abgesagt
tournaments-list-none-live = Hier ist kein Turnier offen oder im Gange.
tournaments-list-over = Vorbei (neueste zuerst; `/tournament standings tournament:<n>` zeigt eines):
tournaments-list-never = Hier gab es noch kein Turnier. Starte eines mit `/tournament new`.
tournaments-more = … und { $count } weitere.

## The sign-up message (an embed, with buttons)
tournaments-signup-title = Turnier #{ $tournament } · Anmeldung
tournaments-button-join = Mitmachen
tournaments-button-leave = Abmelden
tournaments-button-start = Starten
tournaments-button-computer = Computer hinzufügen
tournaments-signup-game = **Spiel:** { $title } · **Modus:** { $format }
tournaments-signup-tables = **Tische zu** { $size }
tournaments-signup-rounds = **Runden:** { $rounds }
tournaments-signup-time-limit = **Zeitlimit:** { $hours } Std. pro Zug; wer die Zeit überschreitet, verliert die Partie.
tournaments-signup-options = **Optionen:** { $options }.
tournaments-signup-options-separator = {"; "}
tournaments-signup-entrants = { $most ->
    [0] **Angemeldet** ({ $count }):
   *[other] **Angemeldet** ({ $count } von { $most }):
}
tournaments-signup-nobody = noch niemand
tournaments-signup-press = Drücke **{ tournaments-button-join }**, um mitzuspielen. Der Veranstalter drückt **{ tournaments-button-start }**.
tournaments-signup-closes = Die Anmeldung schließt { $when }.
tournaments-signup-started = Die Anmeldung ist geschlossen: Das Turnier hat begonnen.

## Notes kept with a tournament (why it ended or started as it did)
tournaments-note-cancelled-by-organiser = Der Veranstalter hat das Turnier abgesagt.
tournaments-note-cancelled-by-moderator = Ein Mitglied mit „Server verwalten“ hat das Turnier abgesagt.
tournaments-note-cancelled-unnamed = Der Veranstalter oder ein Mitglied mit „Server verwalten“ hat das Turnier abgesagt.
tournaments-note-too-few = Die Anmeldung schloss mit { $count ->
    [one] 1 Spieler
   *[other] { $count } Spielern
}, weniger als die nötigen { $need }, daher ist es abgesagt.
tournaments-note-too-many = Die Anmeldung schloss mit { $count } Spielern. { $reason } Es ist abgesagt.
tournaments-note-fewer-rounds = Es hat { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}, nicht die gewünschten { $asked }: { $count } Spieler können ohne Wiederholung höchstens { $most } Runden gegeneinander spielen.
tournaments-note-no-repeat-free = Runde { $next } lässt sich nicht ohne Wiederholung auslosen (die verbliebenen Spieler sind schon alle gegeneinander angetreten), daher endet das Turnier nach Runde { $round }.

## The standings message (edited after every result) and /tournament standings
tournaments-standings-head = **Turnier #{ $tournament }: Tabellenstand** · { $state }
tournaments-standings-cancelled = Abgesagt. { $note }
tournaments-standings-finished = Beendet. { $note }
tournaments-standings-round = { $rounds ->
    [0] Runde { $round }.
   *[other] Runde { $round } von { $rounds }.
}
tournaments-standings-line = { $place }\. { $name } — { $points } Pkt. ({ $ties }{ $games ->
    [one] 1 Partie
   *[other] { $games } Partien
})
tournaments-standings-tie = { $name } { $value }
tournaments-standings-tie-separator = {", "}
tournaments-standings-tie-end = {"; "}
tournaments-withdrew = { $name } (zurückgezogen)
tournaments-standings-legend = -# S-B = Sonneborn-Berger.
tournaments-standings-playing = Laufende Partien:

## The tie-breaks' names
tournaments-tie-buchholz = Buchholz
tournaments-tie-head-to-head = Direktvergleich
tournaments-tie-sonneborn-berger = Sonneborn-Berger
tournaments-tie-sb = S-B

## The final post
tournaments-final-cancelled = Turnier #{ $tournament } wurde abgesagt. { $note }
tournaments-final-over = Turnier #{ $tournament } ist vorbei: { $count ->
    [one] { $winners } gewinnt!
   *[other] { $winners } teilen sich den Sieg!
} Der Endstand folgt unten. { $note }
tournaments-final-picture = Turnier #{ $tournament } · { $title } · Endstand
tournaments-final-file = turnier-{ $tournament }-{ $page }.png

## A pairing's thread and its first line
tournaments-pairing = { $replay ->
    [0] Turnier { $tournament }, Runde { $round }
   *[other] Turnier { $tournament }, Runde { $round }, Wiederholung { $replay }
}
tournaments-thread = { $pairing }: { $players }
tournaments-versus-pair = { $first } gegen { $second }
tournaments-greeting = { $pairing }: { $players }. Eure Partie findet in diesem Thread statt; { $count ->
    [one] { $first } zieht zuerst.
   *[other] { $first } ziehen zuerst.
}
tournaments-game-cancelled = Turnier #{ $tournament } wurde abgesagt, daher endet diese Partie unvollendet.

## Refusals
tournaments-refuse-no-server = Turniere werden auf Servern gespielt: Führe das in einem Kanal eines Servers aus.
tournaments-refuse-text-channel = Eröffne ein Turnier im Textkanal eines Servers: Seine Partien bekommen dort Threads.
tournaments-refuse-none-here = In diesem Kanal gibt es kein Turnier; nenne eines mit `tournament:` (`/tournament list`).
tournaments-refuse-unknown = Hier gibt es kein Turnier #{ $tournament }; `/tournament list` zeigt sie.
tournaments-refuse-format = Wähle einen Modus: { $formats }.
tournaments-refuse-table-size = { $title } wird zu { $least } bis { $most } gespielt; wähle eine table_size in diesem Bereich.
tournaments-refuse-pairs-only = Schweizer System und K.-o.-System setzen zwei Spieler pro Partie an: Nimm „Jeder gegen jeden“ für Tische zu 3 oder mehr.
tournaments-refuse-rounds-swiss-only = Nur ein Turnier im Schweizer System nimmt `rounds`; lass es bei diesem Modus weg.
tournaments-refuse-max-below-table = max_players muss mindestens so groß wie die Tischgröße sein ({ $size }).
tournaments-refuse-max-for-tables = { $reason } Wähle max_players bis zu dieser Zahl.
tournaments-refuse-rounds-too-many = { $count } Spieler können ohne Wiederholung höchstens { $most } Runden gegeneinander spielen: Wähle rounds bis { $most } oder ein größeres max_players.
tournaments-refuse-option = { $problem }. Lass diese Option weg oder sieh in `/rules game:{ $game }` nach.
tournaments-refuse-closed-open-ones = Die Anmeldung für Turnier #{ $tournament } ist geschlossen; `/tournament list` zeigt offene.
tournaments-refuse-closed = Die Anmeldung für Turnier #{ $tournament } ist geschlossen.
tournaments-refuse-already-in = Du bist schon für Turnier #{ $tournament } angemeldet; drücke **{ tournaments-button-leave }**, um auszusteigen.
tournaments-refuse-full = Turnier #{ $tournament } ist voll ({ $most } Spieler).
tournaments-refuse-not-in = Du bist nicht für Turnier #{ $tournament } angemeldet, also gibt es nichts abzumelden.
tournaments-refuse-computer-organiser = Nur der Veranstalter ({ $organiser }) kann Turnier #{ $tournament } einen Computer hinzufügen.
tournaments-refuse-level = Wähle eine Stufe: { $levels }.
tournaments-refuse-computer-race = Gerade eben wurde ein anderer Computer hinzugefügt; drücke noch einmal **{ tournaments-button-computer }**.
tournaments-refuse-start-organiser = Nur der Veranstalter ({ $organiser }) kann Turnier #{ $tournament } starten.
tournaments-refuse-too-few = Turnier #{ $tournament } braucht mindestens { $need } Spieler; es hat { $count }. Warte auf weitere oder drücke **{ tournaments-button-computer }**.
tournaments-refuse-too-many = { $reason } Turnier #{ $tournament } hat { $count }.
tournaments-refuse-started = Turnier #{ $tournament } hat schon begonnen.
tournaments-refuse-withdraw-signup = Das Turnier hat noch nicht begonnen: Drücke stattdessen **{ tournaments-button-leave }** (oder `/tournament leave`).
tournaments-refuse-withdraw-over = Turnier #{ $tournament } ist vorbei, du kannst dich also nicht mehr zurückziehen.
tournaments-refuse-not-a-player = Du spielst nicht in Turnier #{ $tournament } mit.
tournaments-refuse-withdrawn = Du hast dich schon aus Turnier #{ $tournament } zurückgezogen.
tournaments-refuse-cancel-who = Nur der Veranstalter ({ $organiser }) oder ein Mitglied mit „Server verwalten“ kann Turnier #{ $tournament } absagen.
tournaments-refuse-over = Turnier #{ $tournament } ist schon vorbei.
tournaments-too-many-for-tables = Ein Turnier „Jeder gegen jeden“ an Tischen zu { $size } nimmt höchstens { $most } Spieler: Bei mehr lassen sich die Tische nicht so wählen, dass sich je zwei Spieler etwa gleich oft begegnen.
