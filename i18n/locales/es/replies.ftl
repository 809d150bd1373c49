# Respuestas que comparten todas las funciones (bot/ui/replies.py, bot/ui/lookup.py, bot/services/refusal.py).

## Cuando algo sale mal
replies-apology = Lo siento, algo salió mal por mi parte y no se cambió nada. Vuelve a intentarlo en un momento.
replies-apology-stored = Tu cambio está guardado, pero algo salió mal al responderte. El canal lo mostrará enseguida; compruébalo con `/board`.
replies-unavailable = El almacén de partidas no responde ahora mismo; vuelve a intentarlo en un momento.
replies-unconfirmed = No pude confirmar que tu cambio se guardara: el almacén de partidas dejó de responder. Mira la partida con `/board` dentro de un momento antes de volver a intentarlo.
replies-game-corrupt = La partida #{ $id } ({ $game }) no puede continuar: su posición guardada no coincide con su lista de jugadas. Un moderador puede cerrarla con `/game cancel`.

## Confirmaciones privadas tras un cambio guardado
replies-done-move = Hecho: tu jugada está guardada. El tablero aparecerá en el canal.
replies-done-resign = Hecho: te rendiste. El canal ya lo sabe.
replies-done-timeout = Hecho: tu reclamación por tiempo está guardada. El canal ya lo sabe.
replies-done-end = Hecho: la partida ha terminado de mutuo acuerdo. El resultado aparecerá en el canal.
replies-done-undo = Hecho: la jugada se ha deshecho. El tablero aparecerá en el canal.
replies-done = Hecho.
replies-done-planned = Hecho: tu jugada está guardada y la respuesta planeada de { $who } se jugó al instante, así que vuelve a ser tu turno. El tablero aparecerá en el canal.

## Respuestas largas
replies-attached = (el texto completo va adjunto)

## Encontrar la partida (bot/ui/lookup.py)
replies-game-over-here = La partida de { $game } de este canal (#{ $id }) ha terminado. Empieza otra con `/game new`.
replies-no-game-here = No hay ninguna partida en este canal. Empieza una con `/game new game:<name>`.
replies-lobby-here = La partida de { $game } de este canal aún no ha empezado: únete a su sala de espera, o quien la creó puede usar `/game start`.
replies-lobby-first = La partida de este canal aún no ha empezado: primero únete a su sala de espera.
replies-button-gone = Esa partida ya no está disponible aquí.
replies-not-a-number = { $text } no es un número de partida: escríbelo como `#12` (el número que aparece en los mensajes de la partida).
replies-no-such-game = No hay ninguna partida #{ $id } en este servidor que mostrar.
replies-nothing-to-show = No hay ninguna partida en este canal que mostrar. Indica una por su número, como `game:#12`, o empieza una con `/game new`.
replies-not-finished = La partida #{ $id } aún no ha terminado: su registro se podrá exportar cuando acabe.
