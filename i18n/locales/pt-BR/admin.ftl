# Configurações e operação: /about, /notify, /settings.

## /about (server admins)
admin-about-refuse-server = Use `/about` em um servidor.
admin-about-refuse-permission = Só membros com a permissão “Gerenciar servidor” podem ver isto.
admin-about-version = **Pyramid Table** versão { $version }
admin-about-uptime = Rodando há: { $uptime }
admin-about-shards = Shards: { $shards }
admin-about-storage = Armazenamento: { $backend }
admin-about-games = Partidas armazenadas: { $games }
admin-about-latency = O Discord responde em: { $latency }
admin-about-search = Busca do computador: { $search }
admin-search-compiled = compilada
admin-search-python = Python (mais lenta: a extensão em C não foi compilada)
admin-uptime-short = menos de um minuto
admin-unit-day =
    { $count ->
        [0] { $count } dias
        [one] { $count } dia
       *[other] { $count } dias
    }
admin-unit-hour =
    { $count ->
        [0] { $count } horas
        [one] { $count } hora
       *[other] { $count } horas
    }
admin-unit-minute =
    { $count ->
        [0] { $count } minutos
        [one] { $count } minuto
       *[other] { $count } minutos
    }
admin-games-active = { $count } em andamento
admin-games-lobby =
    { $count ->
        [0] { $count } salas de espera
        [one] { $count } sala de espera
       *[other] { $count } salas de espera
    }
admin-games-finished =
    { $count ->
        [0] { $count } terminadas
        [one] { $count } terminada
       *[other] { $count } terminadas
    }
admin-games-cancelled =
    { $count ->
        [0] { $count } canceladas
        [one] { $count } cancelada
       *[other] { $count } canceladas
    }
admin-games-abandoned =
    { $count ->
        [0] { $count } abandonadas
        [one] { $count } abandonada
       *[other] { $count } abandonadas
    }
admin-shards = este servidor está no shard { $here }; este processo roda { $count ->
    [one] o shard
   *[other] os shards
  } { $listed } de { $total }
admin-latency = { $ms } ms
admin-latency-unknown = desconhecido

## /notify
admin-notify-mention = Quando for sua vez, vou mencionar você no canal da partida (sem DM).
admin-notify-dm = Quando for sua vez, vou mandar uma DM em vez de mencionar você no canal.
admin-notify-both = Quando for sua vez, vou mencionar você no canal e mandar uma DM.
admin-notify-off = Não vou mencionar você nem mandar DM quando for sua vez; veja `/games` para as partidas que esperam por você.
admin-notify-digest = Uma vez por dia vou mandar por DM uma lista de todas as partidas que esperam por você; sem menções nem DMs a cada vez.
admin-notify-now-mention = Você fica sabendo da sua vez por uma menção no canal da partida.
admin-notify-now-dm = Você fica sabendo da sua vez por DM.
admin-notify-now-both = Você fica sabendo da sua vez por uma menção e uma DM.
admin-notify-now-off = Você não recebe menção nem DM sobre a sua vez.
admin-notify-now-digest = Você recebe uma DM de resumo por dia.
admin-notify-hours = Seu resumo chega às { $hour }:00 ({ $zone }); os avisos de vez por DM chegam a qualquer hora.
admin-notify-hours-quiet = Seu resumo chega às { $hour }:00 ({ $zone }); sem avisos de vez por DM das { $start }:00 às { $end }:00.

## /settings (server admins)
admin-settings-refuse-server = As configurações pertencem a um servidor: use `/settings` em um.
admin-settings-refuse-permission = Só membros com a permissão “Gerenciar servidor” podem mudar as configurações.
admin-settings-reminders = Lembretes: quem não jogar por { $hours } h recebe um lembrete, e depois um a cada { $hours } h.
admin-settings-threads-on = Cada nova partida abre no seu próprio tópico (`/game new thread:false` mantém uma no canal).
admin-settings-threads-off = As novas partidas abrem no canal onde `/game new` é usado (`thread:true` abre um tópico).
admin-settings-away =
    Pausa: cada jogador tem { $days ->
        [0] { $days } dias de pausa
        [one] { $days } dia de pausa
       *[other] { $days } dias de pausa
    } por ano para `/away`.
admin-settings-language = Mensagens públicas: { $language }.
