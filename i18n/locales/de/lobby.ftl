# Lobbys, Revanchen und Vorschläge. Variablen in { } behalten ihre Namen.

## The lobby's buttons (public: the server's language)
lobby-button-join = Beitreten
lobby-button-leave = Verlassen
lobby-button-start = Starten
lobby-button-cancel = Abbrechen
lobby-button-computer = Computer hinzufügen

## The lobby message in the channel
lobby-title = { $game }-Lobby · Partie #{ $id }
lobby-players = **Spieler:** { $names } ({ $count })
lobby-count-exact = { $joined } von { $players }
lobby-count-range = { $joined } dabei; { $min } bis { $max } können spielen
lobby-challenge = Eine Herausforderung: Nur { $opponent } kann beitreten.
lobby-order-random = **Zugreihenfolge:** zufällig.
lobby-order-joined = **Zugreihenfolge:** wie beigetreten.
lobby-order-joined-first = **Zugreihenfolge:** wie beigetreten ({ $first } beginnt).
lobby-order-rematch = **Zugreihenfolge:** die der letzten Partie, umgedreht.
lobby-order-rematch-first = **Zugreihenfolge:** die der letzten Partie, umgedreht ({ $first } beginnt).
lobby-options = **Optionen:** { $options }.
lobby-time-limit = **Zeitlimit:** { $hours } Std. pro Zug; danach kann ein anderer Spieler `/game claim` nutzen.
lobby-press-join-two = Drücke **{ lobby-button-join }**, um mitzuspielen: Die Partie beginnt, sobald ein zweiter Spieler beitritt.
lobby-press-join-or-start = Drücke **{ lobby-button-join }**, um mitzuspielen. Sie beginnt, wenn { $players } beigetreten sind oder wenn { $creator } **{ lobby-button-start }** drückt.
lobby-press-join-waiting = Drücke **{ lobby-button-join }**, um mitzuspielen. { $missing ->
    [one] Es fehlt noch ein Spieler
   *[other] Es fehlen noch { $missing } Spieler
  }.
lobby-closed-started = Die Partie hat begonnen.
lobby-closed-cancelled = Abgebrochen.
lobby-closed-expired = Diese Lobby ist nach { $days ->
    [one] einem Tag
   *[other] { $days } Tagen
  } ohne Start abgelaufen.
lobby-invite-challenge = { $opponent }, { $creator } fordert dich heraus!
lobby-invite-rematch = { $players }: { $creator } bittet um eine Revanche für Partie #{ $id }: Drücke **{ lobby-button-join }**, um anzunehmen.
lobby-invite-rematch-all = { $players }: { $creator } bittet um eine Revanche für Partie #{ $id }: Drücke **{ lobby-button-join }**, um anzunehmen; sie beginnt, wenn alle angenommen haben.

## Options of the games
lobby-option-random_setup = die Ringfiguren werden zu Beginn gemischt
lobby-option-random_setup-off = nicht: die Ringfiguren werden zu Beginn gemischt
lobby-option-rounds_per_player = jeder Spieler gibt { $value ->
    [one] eine Runde
   *[other] { $value } Runden
  }

## Answers to the one who acted (private)
lobby-opened = { $game }-Lobby eröffnet (Partie #{ $id }). Andere treten über den Knopf { lobby-button-join } bei.
lobby-opened-thread = { $game }-Lobby eröffnet (Partie #{ $id }) in { $thread }. Andere treten über den Knopf { lobby-button-join } bei.
lobby-opened-computer =
    Die { $game }-Partie #{ $id } gegen den Computer ({ $level ->
        [easy] leicht
        [medium] mittel
       *[hard] schwer
    }) beginnt.
lobby-opened-computer-thread =
    Die { $game }-Partie #{ $id } gegen den Computer ({ $level ->
        [easy] leicht
        [medium] mittel
       *[hard] schwer
    }) beginnt in { $thread }.
lobby-joined-started = Du bist beigetreten; die { $game }-Partie #{ $id } beginnt.
lobby-joined = Du bist der { $game }-Lobby beigetreten (Partie #{ $id }).
lobby-left = Du hast die Lobby von Partie #{ $id } verlassen.
lobby-started = Die { $game }-Partie #{ $id } beginnt.
lobby-cancel-done = Erledigt. { $line }
lobby-rematch-started = Revanche gestartet: { $game }-Partie #{ $id }.
lobby-rematch-asked = Revanche angefragt: Die { $game }-Partie #{ $id } beginnt, { $when }.
lobby-rematch-accepted = Du hast die Revanche angenommen: Die { $game }-Partie #{ $id } beginnt, { $when }.
lobby-rematch-when = { $players ->
    [one] sobald der andere Spieler annimmt
   *[other] sobald die { $players } anderen Spieler annehmen
  }
lobby-end-proposed = Erledigt: Dein Vorschlag steht im Kanal.
lobby-end-computer-agreed = Erledigt: Der Computer war einverstanden, und die Partie ist vorbei.

## Lines the channel is told (public)
lobby-cancelled = { $who } hat die { $game }-Lobby abgebrochen (Partie #{ $id }).
lobby-abandoned = { $who } hat die { $game }-Partie #{ $id } eingestellt; sie wird nicht zu Ende gespielt.
lobby-closed-creator-left = Die { $game }-Lobby (Partie #{ $id }) wurde geschlossen: Wer sie eröffnet hat, ist gegangen.

## Refusals (private)
lobby-refuse-opponent-and-computer = Wähle entweder `opponent` (eine Person) oder `computer`, nicht beides.
lobby-refuse-opponent-self = Fordere eine andere Person heraus: `opponent` kann weder du selbst noch ein Bot sein.
lobby-refuse-no-channel = Gespielt wird in Server-Kanälen: Führe `/game new` in einem Kanal aus.
lobby-refuse-thread-here = Threads kann ich nur aus einem Textkanal heraus öffnen: Führe das im Kanal selbst aus.
lobby-refuse-no-thread-permission = Ich darf hier keine Threads erstellen; bitte einen Moderator um die Berechtigung „Öffentliche Threads erstellen“ oder führe `/game new thread:false` aus, um in diesem Kanal zu spielen.
lobby-refuse-gone = Diese Partie ist hier nicht mehr verfügbar.
lobby-refuse-no-finished-game = In diesem Kanal ist noch keine Partie zu Ende gegangen. Eröffne eine mit `/game new`.
lobby-refuse-option-unknown = { $game } hat keine Option { $option }. Lass diese Option weg oder sieh in `/rules game:{ $code }` nach.
lobby-refuse-option-bool = { $option } muss true oder false sein. Lass diese Option weg oder sieh in `/rules game:{ $code }` nach.
lobby-refuse-option-whole = { $option } muss eine ganze Zahl sein. Lass diese Option weg oder sieh in `/rules game:{ $code }` nach.
lobby-refuse-option-min = { $option } muss mindestens { $limit } sein. Lass diese Option weg oder sieh in `/rules game:{ $code }` nach.
lobby-refuse-option-max = { $option } darf höchstens { $limit } sein. Lass diese Option weg oder sieh in `/rules game:{ $code }` nach.
lobby-refuse-busy-lobby = In diesem Kanal gibt es schon eine offene { $game }-Lobby (#{ $id }). Füge `thread:true` hinzu, um deine in einem neuen Thread zu eröffnen, oder bring die andere erst zu Ende.
lobby-refuse-busy-game = In diesem Kanal läuft schon eine { $game }-Partie (#{ $id }). Füge `thread:true` hinzu, um deine in einem neuen Thread zu eröffnen, oder spiel die andere erst zu Ende.
lobby-refuse-just-opened = Gerade eben wurde hier eine andere Partie eröffnet; füge `thread:true` hinzu, um deine in einem Thread zu eröffnen.
lobby-refuse-cancelled = Diese Lobby wurde abgebrochen. Eröffne eine neue mit `/game new`.
lobby-refuse-started = Diese Partie hat schon begonnen; mit `/board` siehst du sie.
lobby-refuse-already-in = Du bist schon in dieser Lobby; warte auf die anderen oder drücke { lobby-button-leave }.
lobby-refuse-challenge = Das ist eine Herausforderung an { $opponent }: Nur diese Person kann beitreten. Eröffne deine eigene Lobby mit `/game new`.
lobby-refuse-rematch-only = Das ist eine Revanche: Nur die Spieler der letzten Partie können beitreten. Eröffne deine eigene Lobby mit `/game new`.
lobby-refuse-full = Diese Lobby ist voll ({ $players } Spieler).
lobby-refuse-changed = Die Lobby hat sich gerade geändert; bitte versuch es noch einmal.
lobby-refuse-not-in = Du bist nicht in dieser Lobby, also gibt es nichts zu verlassen.
lobby-refuse-creator-leaves = Du hast diese Lobby eröffnet: Schließe sie mit { lobby-button-cancel } (oder `/game cancel`).
lobby-refuse-start-creator = Nur wer die Lobby eröffnet hat ({ $creator }), kann die Partie starten.
lobby-refuse-computer-creator = Nur wer die Lobby eröffnet hat ({ $creator }), kann Computerspieler hinzufügen.
lobby-refuse-computer-challenge = Diese Lobby ist eine Herausforderung an eine Person, also ist kein Platz für einen Computer.
lobby-refuse-level = Wähle eine Stufe: { $levels }.
lobby-refuse-nothing-to-cancel = Hier gibt es nichts abzubrechen: Diese Partie ist schon vorbei oder abgebrochen.
lobby-refuse-cancel-who = Nur wer sie eröffnet hat ({ $creator }), oder ein Mitglied mit „Nachrichten verwalten“ kann diese Partie abbrechen.
lobby-refuse-game-changed = Die Partie hat sich gerade geändert; bitte versuch es noch einmal.
lobby-refuse-rematch-not-over = Eine Revanche kann erst beginnen, wenn diese Partie vorbei ist.
lobby-refuse-rematch-players = Nur die Spieler dieser Partie können ihre Revanche starten.
lobby-refuse-rematch-in = Du bist schon in dieser Revanche (Partie #{ $id }); sie beginnt, { $when }.
lobby-refuse-rematch-busy = In diesem Kanal läuft schon eine { $game }-Partie (#{ $id }); spiel sie erst zu Ende oder eröffne eine neue Partie in einem Thread mit `/game new thread:true`.
lobby-refuse-rematch-just-opened = Gerade eben wurde hier eine andere Partie eröffnet; die Revanche wurde nicht gestartet.
lobby-refuse-player-count-exact = { $game } ist für genau { $players } Spieler; diese Lobby hat { $count }. Warte, bis mehr Spieler beitreten.
lobby-refuse-player-count-range = { $game } ist für { $min } bis { $max } Spieler; diese Lobby hat { $count }. Warte, bis mehr Spieler beitreten.

## Proposals
lobby-proposal-accept = Annehmen
lobby-proposal-decline = Ablehnen
lobby-proposal-end =
    { $who } schlägt vor, die { $game }-Partie #{ $id } jetzt zu beenden.{ $outcome }
    { $voters }: Bitte drückt { lobby-proposal-accept } oder { lobby-proposal-decline }. Jeder Zug vorher hebt den Vorschlag auf.
lobby-proposal-outcome = { " " }Wenn alle zustimmen: { $result }
lobby-proposal-result-draw = ein Unentschieden nach Vereinbarung.
lobby-proposal-result-win = { $winner } gewinnt nach Vereinbarung.
lobby-proposal-result-share = { $winners } teilen sich den Sieg nach Vereinbarung.
lobby-proposal-scores = { " " }Endstand: { $scores }.
lobby-proposal-undo = { $who } möchte `{ $move }` zurücknehmen. { $approver }, bist du einverstanden?
lobby-proposal-declined =
    { $kind ->
        [end] { $who } hat den Vorschlag zum Beenden abgelehnt; die Partie geht weiter.
       *[undo] { $who } hat die Bitte um Zugrücknahme abgelehnt; die Partie geht weiter.
    }
lobby-proposal-accepts = { $who } nimmt an; es fehlen noch { $waiting }.
lobby-proposal-you-declined = Erledigt: Du hast abgelehnt.
lobby-proposal-you-accepted = Erledigt: Du hast angenommen. Jetzt wird auf die anderen gewartet.
lobby-refuse-not-running = Diese Partie läuft nicht mehr.
lobby-refuse-end-resigned = Du hast in dieser Partie aufgegeben und kannst daher nicht vorschlagen, sie zu beenden.
lobby-refuse-end-waiting = Ein Vorschlag zum Beenden wartet schon auf Antworten; sieh dir seine Knöpfe { lobby-proposal-accept } / { lobby-proposal-decline } an.
lobby-refuse-end-computer = { $computer } ist nicht einverstanden, die Partie jetzt zu beenden: Weiterspielen ist ihm mehr wert. Spiel weiter oder `/resign`.
lobby-refuse-undo-none = { $game } kennt keine Zugrücknahme: Einmal gesehene Karten bleiben gesehen.
lobby-refuse-undo-nothing = Es gibt noch keinen Zug, den man zurücknehmen könnte.
lobby-refuse-undo-computer = Der Computer hat deinen Zug schon beantwortet, daher kann er nicht mehr zurückgenommen werden. Gegen den Computer frag direkt nach deinem Zug.
lobby-refuse-undo-not-last = Nur wer zuletzt gezogen hat ({ $mover }), kann um die Zugrücknahme bitten.
lobby-refuse-undo-nobody = Niemand sonst ist am Zug, also kann niemand eine Zugrücknahme erlauben.
lobby-refuse-undo-waiting = Eine Bitte um Zugrücknahme wartet schon auf Antwort.
lobby-refuse-proposal-unknown = Diesen Vorschlag kenne ich nicht mehr.
lobby-refuse-proposal-game = Diese Partie kenne ich nicht mehr.
lobby-refuse-proposal-closed = { $kind ->
    [end] Dieser Vorschlag zum Beenden ist schon geschlossen ({ $status ->
        [accepted] angenommen
        [declined] abgelehnt
        [void] hinfällig
       *[other] { $status }
      }).
   *[undo] Diese Bitte um Zugrücknahme ist schon geschlossen ({ $status ->
        [accepted] angenommen
        [declined] abgelehnt
        [void] hinfällig
       *[other] { $status }
      }).
  }
lobby-refuse-proposal-who = { $kind ->
    [end] Dieser Vorschlag zum Beenden richtet sich nur an { $voters }.
   *[undo] Diese Bitte um Zugrücknahme richtet sich nur an { $voters }.
  }
lobby-refuse-proposal-again = Du hast schon angenommen; es wird auf die anderen gewartet.
lobby-refuse-proposal-just-closed = { $kind ->
    [end] Dieser Vorschlag zum Beenden wurde gerade geschlossen.
   *[undo] Diese Bitte um Zugrücknahme wurde gerade geschlossen.
  }
lobby-refuse-proposal-moved-on =
    { $kind ->
        [end] Die Partie ist weitergegangen, seit dieser Vorschlag zum Beenden gemacht wurde; er gilt nicht mehr. Frag noch einmal, wenn du es noch willst.
       *[undo] Die Partie ist weitergegangen, seit diese Bitte um Zugrücknahme gestellt wurde; sie gilt nicht mehr. Frag noch einmal, wenn du es noch willst.
    }
