# Ajustes y operación: /about, /notify, /settings.

## /about (server admins)
admin-about-refuse-server = Usa `/about` en un servidor.
admin-about-refuse-permission = Solo los miembros con «Gestionar servidor» pueden ver esto.
admin-about-version = **Pyramid Table** versión { $version }
admin-about-uptime = Funcionando desde hace: { $uptime }
admin-about-shards = Shards: { $shards }
admin-about-storage = Almacenamiento: { $backend }
admin-about-games = Partidas guardadas: { $games }
admin-about-latency = Discord responde en: { $latency }
admin-about-search = Búsqueda de la computadora: { $search }
admin-search-compiled = compilada
admin-search-python = Python (más lenta: la extensión de C no se compiló)
admin-uptime-short = menos de un minuto
admin-unit-day = { $count ->
    [one] { $count } día
   *[other] { $count } días
  }
admin-unit-hour = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
  }
admin-unit-minute = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
  }
admin-games-active = { $count } en juego
admin-games-lobby = { $count ->
    [one] { $count } sala de espera
   *[other] { $count } salas de espera
  }
admin-games-finished = { $count ->
    [one] { $count } terminada
   *[other] { $count } terminadas
  }
admin-games-cancelled = { $count ->
    [one] { $count } cancelada
   *[other] { $count } canceladas
  }
admin-games-abandoned = { $count ->
    [one] { $count } abandonada
   *[other] { $count } abandonadas
  }
admin-shards = este servidor está en el shard { $here }; este proceso ejecuta { $count ->
    [one] el shard
   *[other] los shards
  } { $listed } de { $total }
admin-latency = { $ms } ms
admin-latency-unknown = desconocido

## /notify
admin-notify-mention = Cuando sea tu turno, te mencionaré en el canal de la partida (sin MD).
admin-notify-dm = Cuando sea tu turno, te enviaré un MD en lugar de mencionarte en el canal.
admin-notify-both = Cuando sea tu turno, te mencionaré en el canal y te enviaré un MD.
admin-notify-off = No te mencionaré ni te enviaré MD cuando sea tu turno; mira `/games` para ver las partidas que te esperan.
admin-notify-digest = Una vez al día te enviaré por MD una lista de todas las partidas que te esperan; sin mención ni MD en cada turno.
admin-notify-now-mention = Te enteras de tus turnos por una mención en el canal de la partida.
admin-notify-now-dm = Te enteras de tus turnos por MD.
admin-notify-now-both = Te enteras de tus turnos por una mención y un MD.
admin-notify-now-off = No recibes mención ni MD por tus turnos.
admin-notify-now-digest = Recibes un MD de resumen al día.
admin-notify-hours = Tu resumen llega a las { $hour }:00 ({ $zone }); los MD de turno llegan a cualquier hora.
admin-notify-hours-quiet = Tu resumen llega a las { $hour }:00 ({ $zone }); sin MD de turno de { $start }:00 a { $end }:00.

## /settings (server admins)
admin-settings-refuse-server = Los ajustes son de un servidor: usa `/settings` en uno.
admin-settings-refuse-permission = Solo los miembros con «Gestionar servidor» pueden cambiar los ajustes.
admin-settings-reminders = Recordatorios: a quien lleve { $hours } h sin jugar se le recuerda, y luego una vez cada { $hours } h.
admin-settings-threads-on = Cada partida nueva se abre en su propio hilo (`/game new thread:false` deja una en el canal).
admin-settings-threads-off = Las partidas nuevas se abren en el canal donde se usa `/game new` (`thread:true` abre un hilo).
admin-settings-away = Descanso: cada jugador tiene { $days ->
    [one] { $days } día de descanso
   *[other] { $days } días de descanso
  } al año para `/away`.
admin-settings-language = Mensajes públicos: { $language }.
