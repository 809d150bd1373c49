# The web table's page.

web-gone = Este enlace no abre ninguna mesa. Pide uno nuevo al bot: el botón Play o /next.
web-offline = No se puede conectar con la mesa. Reintentando…
web-stale = La partida cambió; esta es la nueva posición.
web-done = Tu jugada está hecha: { $words }
web-changed = El tablero se actualizó.
web-your-turn = Es tu turno.
web-choose = Elige:
web-confirm = Confirmar
web-back = Atrás
web-first = Inicio
web-forward = Adelante
web-last = Final
web-position = Posición { $n } de { $total }
web-start = La posición inicial.
web-hand-alt = Tu mano
web-signing-in = Iniciando sesión con Discord…
web-sign-in-failed = No se pudo iniciar sesión con Discord. Cierra la actividad y ábrela de nuevo.
