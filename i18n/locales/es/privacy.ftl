# /privacy y sus botones. $former es el nombre guardado de los jugadores borrados.

## Buttons
privacy-button-delete = Borrar mis datos
privacy-button-confirm = Confirmar
privacy-button-keep = Conservar mis datos

## /privacy
privacy-title = **Lo que este bot guarda sobre ti**
privacy-names = - Tu ID de usuario de Discord y el nombre visible que tenías cuando jugaste ({ $names }).
privacy-names-none = - Tu ID de usuario de Discord y tu nombre visible en cuanto juegues.
privacy-games = - Tus partidas: { $running ->
    [one] { $running } partida abierta o en curso
   *[other] { $running } partidas abiertas o en curso
  } y { $finished ->
    [one] { $finished } partida anterior
   *[other] { $finished } partidas anteriores
  }, con cada jugada y cuándo se hizo.{ $hands }
privacy-hands = { " " }En { $games } tu mano forma parte de la partida guardada mientras dura.
privacy-ratings = - Puntuaciones: { $ratings ->
    [one] { $ratings } puntuación
   *[other] { $ratings } puntuaciones
  } (una por servidor y juego), con { $changes ->
    [one] { $changes } cambio de puntuación
   *[other] { $changes } cambios de puntuación
  }.
privacy-settings = - Ajustes: { $notify }; { $language }.
privacy-notify = tu elección de `/notify` ({ $how ->
    [mention] una mención en el canal
    [both] una mención y un MD
    [dm] un MD
    [off] nada
    [digest] un MD de resumen al día
   *[other] elegida
  })
privacy-notify-none = ninguna elección de `/notify` (nunca elegiste una)
privacy-language = tu elección de `/language` ({ $language })
privacy-language-none = ninguna elección de `/language`
privacy-language-locale = , y el idioma de tu aplicación de Discord cuando hiciste esa elección ({ $locale }), para los MD
privacy-plans = - Respuestas planeadas: { $plans ->
    [one] { $plans } respuesta planeada
   *[other] { $plans } respuestas planeadas
  } esperando en partidas en curso, que nadie más ve hasta que se juegan; se descartan cuando la partida avanza.
privacy-how-long-title = **Por cuánto tiempo**
privacy-how-long = Las partidas, jugadas y puntuaciones se guardan como historial del servidor mientras el bot esté en él. Si se quita el bot de un servidor, todo lo de ese servidor se borra tras { $days ->
    [one] { $days } día
   *[other] { $days } días
  }. Los mensajes pendientes de envío se guardan 7 días después de enviarse.
privacy-delete-explained = **{ privacy-button-delete }** te rinde en tus partidas en curso (las mesas se enteran), te saca de tus salas de espera, te muestra como «{ $former }» en las partidas terminadas y borra tus puntuaciones, ajustes y respuestas planeadas. No se puede deshacer.

## Delete my data
privacy-confirm = ¿Borrar tus datos? Te rindes en tus partidas en curso, sales de tus salas de espera, las partidas terminadas muestran «{ $former }» en lugar de tu nombre, y se borran tus puntuaciones y ajustes. Pulsa **{ privacy-button-confirm }** para hacerlo; no se puede deshacer.
privacy-kept = No se borró nada: tus datos siguen como estaban.
privacy-done = Hecho: { $did }nada de lo guardado aquí te nombra ya: las partidas terminadas muestran «{ $former }», y tus puntuaciones y ajustes están borrados. Si vuelves a jugar, empiezas de cero.
privacy-did = { $actions }, y{ " " }
privacy-resigned = me rendí por ti en { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
  } ({ $ids })
privacy-left = te saqué de { $count ->
    [one] una sala de espera
   *[other] { $count } salas de espera
  } ({ $ids })
