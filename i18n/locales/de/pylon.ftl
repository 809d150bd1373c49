# Pylon's words: moves, refusals, the text board. Variables in { } keep their names.

## A move in words: as a choice starts (label), and inside a sentence (move)
pylon-label-place = { $size ->
    [S] Kleine
    [M] Mittlere
   *[L] Große
} auf { $square } ({ $move })
pylon-move-place = { $size ->
    [S] kleine
    [M] mittlere
   *[L] große
} auf { $square } ({ $move })
pylon-label-stack = Stapel von { $source } auf { $square }, { $height } hoch ({ $move })
pylon-move-stack = Stapel von { $source } auf { $square }, { $height } hoch ({ $move })

## The Play picker
pylon-step-size = { $size ->
    [S] Klein
    [M] Mittel
   *[L] Groß
} (noch { $left })
pylon-step-stack-top = oben { $size } Pyramide von { $seat }
pylon-step-stack-high = { $height } hoch, oben { $size } Pyramide von { $seat }
pylon-step-stack = Der Stapel auf { $square } ({ $stack })
pylon-step-onto = Nach { $direction } auf { $square } ({ $stack }), { $height } hoch ({ $move })
pylon-prompt-where = Wohin?
pylon-prompt-stack = Welcher Stapel?

## Refusals (after "That move is not legal: ")
pylon-refuse-not-stacking = gestapelt wird erst, wenn das Brett voll ist ({ $placed } von { $total } gesetzt); setz jetzt eine Pyramide, z. B. `d2 L`; { $hint }
pylon-refuse-place-shape = `{ $text }` ist kein Zug; in der Setzphase sehen Züge aus wie `d2 L` (ein Feld, dann eine Größe S/M/L); { $hint }
pylon-refuse-occupied = { $square } ist besetzt
pylon-refuse-none-left = du hast kein { $size } mehr; { $hint }
pylon-refuse-stacking-on = das Brett ist voll, also läuft die Stapelphase: zieh eine Pyramide oder einen Stapel auf ein Nachbarfeld, z. B. `c3-c4`; { $hint }
pylon-refuse-stack-shape = `{ $text }` ist kein Zug; Züge sehen aus wie `c3-c4` (den Stapel auf c3 auf c4 ziehen); { $hint }
pylon-refuse-source-empty = { $square } ist leer (ein geräumtes Feld bleibt leer); { $hint }
pylon-refuse-not-next = { $square } liegt nicht waagerecht oder senkrecht neben { $source }; ein Stapel zieht ein Feld nach Norden, Osten, Süden oder Westen
pylon-refuse-dest-empty = { $square } ist leer; ein Stapel darf nur auf ein besetztes Feld ziehen
pylon-refuse-larger = die unterste Pyramide auf { $source } ({ $bottom }) ist größer als die oberste auf { $square } ({ $top }); eine Pyramide darf nie auf eine kleinere
pylon-status-placement = Setzphase: { $placed } von { $total } Feldern belegt. Punkte: { $first } { $first_score }, { $second } { $second_score }.
pylon-status-stacking = Stapelphase. Punkte: { $first } { $first_score }, { $second } { $second_score }.
pylon-status-over = Endstand. Punkte: { $first } { $first_score }, { $second } { $second_score }.
pylon-end-no-stacking = Es gibt keinen Stapelzug mehr
pylon-end-no-stacking-inside = es gibt keinen Stapelzug mehr
pylon-words-phase = { $phase ->
    [placement] Setzphase.
    [stacking] Stapelphase.
   *[over] Spiel vorbei.
}
pylon-words-score = Punkte: { $first } { $first_score }, { $second } { $second_score }.
pylon-words-piece = { $size } Pyramide von { $seat }
pylon-words-stack = { $size } Pyramide von { $seat }, { $height } hoch, unten { $base }
pylon-words-empty = Leere Felder:
