# Torneios (bot/features/tournaments/, bot/services/tournament*.py): respostas a /tournament
# no idioma do jogador; inscrições, classificação, anúncio final e tópicos no idioma do
# servidor.

## The formats (a tournament's kind), as words
tournaments-format = { $format ->
    [round-robin] todos contra todos
    [swiss] sistema suíço
   *[knockout] mata-mata
}

## Answers to /tournament and the sign-up buttons (private)
tournaments-done-new = Pronto: as inscrições para o torneio #{ $tournament } estão abertas neste canal.
tournaments-done-join = Pronto: sua inscrição no torneio #{ $tournament } está feita.
tournaments-done-leave = Pronto: você saiu do torneio #{ $tournament }.
tournaments-done-start = Pronto: o torneio #{ $tournament } começou; as partidas dele abrem em tópicos.
tournaments-done-computer = Pronto: { $name } está inscrito no torneio #{ $tournament }.
tournaments-done-cancel = Pronto: o torneio #{ $tournament } foi cancelado.
tournaments-done-withdraw =
    Pronto: você se retirou do torneio #{ $tournament } ({ $count ->
        [0] sem desistir de nenhuma partida
        [one] você desistiu de { $count } partida
       *[other] você desistiu de { $count } partidas
    }).
tournaments-withdraw-unconfirmed = Não consegui confirmar que sua desistência foi salva { $count ->
    [one] na partida
   *[other] nas partidas
} { $games }: o armazenamento de partidas parou de responder. Confira daqui a pouco com `/board` nos tópicos delas.
tournaments-withdraw-failed = O armazenamento de partidas não respondeu { $count ->
    [one] para a partida { $games }, em que você ainda não desistiu
   *[other] para as partidas { $games }, em que você ainda não desistiu
}: use `/tournament withdraw` de novo daqui a pouco.

## /tournament list
tournaments-list-line = #{ $tournament } { $title }, { $format }: { $state }, em { $channel }
tournaments-state-signup = inscrições abertas
tournaments-state-round = { $rounds ->
    [0] rodada { $round }
   *[other] rodada { $round } de { $rounds }
}
tournaments-state-finished = encerrado
tournaments-state-cancelled = cancelado
tournaments-list-none-live = Não há nenhum torneio aberto ou em andamento aqui.
tournaments-list-over = Encerrados (os mais recentes primeiro; `/tournament standings tournament:<n>` mostra um):
tournaments-list-never = Ainda não houve nenhum torneio aqui. Comece um com `/tournament new`.
tournaments-more = … e mais { $count }.

## The sign-up message (an embed, with buttons)
tournaments-signup-title = Torneio #{ $tournament } · inscrições
tournaments-button-join = Entrar
tournaments-button-leave = Sair
tournaments-button-start = Começar
tournaments-button-computer = Adicionar computador
tournaments-signup-game = **Jogo:** { $title } · **Formato:** { $format }
tournaments-signup-tables = **Mesas de** { $size }
tournaments-signup-rounds = **Rodadas:** { $rounds }
tournaments-signup-time-limit = **Limite de tempo:** { $hours } h por jogada; quem fica sem tempo perde a partida.
tournaments-signup-options = **Opções:** { $options }.
tournaments-signup-options-separator = {"; "}
tournaments-signup-entrants = { $most ->
    [0] **Inscritos** ({ $count }):
   *[other] **Inscritos** ({ $count } de { $most }):
}
tournaments-signup-nobody = ninguém ainda
tournaments-signup-press = Aperte **{ tournaments-button-join }** para jogar. Quem organiza aperta **{ tournaments-button-start }**.
tournaments-signup-closes = As inscrições fecham { $when }.
tournaments-signup-started = As inscrições estão fechadas: o torneio começou.

## Notes kept with a tournament (why it ended or started as it did)
tournaments-note-cancelled-by-organiser = O torneio foi cancelado por quem o organiza.
tournaments-note-cancelled-by-moderator = Um membro com a permissão “Gerenciar servidor” cancelou o torneio.
tournaments-note-cancelled-unnamed = O torneio foi cancelado por quem o organiza ou por um membro com a permissão “Gerenciar servidor”.
tournaments-note-too-few = As inscrições fecharam com { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}, menos que os { $need } necessários, então o torneio foi cancelado.
tournaments-note-too-many = As inscrições fecharam com { $count } jogadores. { $reason } O torneio foi cancelado.
tournaments-note-fewer-rounds = Ele tem { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}, e não as { $asked } pedidas: { $count } jogadores podem se enfrentar em no máximo { $most } rodadas sem repetir.
tournaments-note-no-repeat-free = A rodada { $next } não pode ser emparelhada sem repetir (os jogadores que restam já se enfrentaram), então o torneio termina após a rodada { $round }.

## The standings message (edited after every result) and /tournament standings
tournaments-standings-head = **Classificação do torneio #{ $tournament }** · { $state }
tournaments-standings-cancelled = Cancelado. { $note }
tournaments-standings-finished = Encerrado. { $note }
tournaments-standings-round = { $rounds ->
    [0] Rodada { $round }.
   *[other] Rodada { $round } de { $rounds }.
}
tournaments-standings-line =
    { $place }\. { $name } — { $points } { $points ->
        [0] pts
        [one] pt
       *[other] pts
    } ({ $ties }{ $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    })
tournaments-standings-tie = { $name } { $value }
tournaments-standings-tie-separator = {", "}
tournaments-standings-tie-end = {"; "}
tournaments-withdrew = { $name } (retirou-se)
tournaments-standings-legend = -# S-B = Sonneborn-Berger.
tournaments-standings-playing = Em jogo agora:

## The tie-breaks' names
tournaments-tie-buchholz = Buchholz
tournaments-tie-head-to-head = Confronto direto
tournaments-tie-sonneborn-berger = Sonneborn-Berger
tournaments-tie-sb = S-B

## The final post
tournaments-final-cancelled = O torneio #{ $tournament } foi cancelado. { $note }
tournaments-final-over = O torneio #{ $tournament } terminou: { $count ->
    [one] { $winners } vence!
   *[other] { $winners } dividem a vitória!
} Classificação final abaixo. { $note }
tournaments-final-picture = Torneio #{ $tournament } · { $title } · classificação final
tournaments-final-file = torneio-{ $tournament }-{ $page }.png

## A pairing's thread and its first line
tournaments-pairing = { $replay ->
    [0] Torneio { $tournament }, rodada { $round }
   *[other] Torneio { $tournament }, rodada { $round }, repetição { $replay }
}
tournaments-thread = { $pairing }: { $players }
tournaments-versus-pair = { $first } x { $second }
tournaments-greeting = { $pairing }: { $players }. A partida de vocês é neste tópico; { $count ->
    [one] { $first } joga primeiro.
   *[other] { $first } jogam primeiro.
}
tournaments-game-cancelled = O torneio #{ $tournament } foi cancelado, então esta partida termina inacabada.

## Refusals
tournaments-refuse-no-server = Torneios são jogados em servidores: use isto em um canal de servidor.
tournaments-refuse-text-channel = Abra um torneio em um canal de texto de um servidor: as partidas dele ganham tópicos lá.
tournaments-refuse-none-here = Não há nenhum torneio neste canal; indique um com `tournament:` (`/tournament list`).
tournaments-refuse-unknown = Não há nenhum torneio #{ $tournament } aqui; `/tournament list` mostra os que existem.
tournaments-refuse-format = Escolha um formato: { $formats }.
tournaments-refuse-table-size = { $title } é para { $least } a { $most } jogadores; escolha um `table_size` nesse intervalo.
tournaments-refuse-pairs-only = O sistema suíço e o mata-mata colocam dois jogadores por partida: use `round-robin` (todos contra todos) para mesas de 3 ou mais.
tournaments-refuse-rounds-swiss-only = Só um torneio no sistema suíço aceita `rounds`; deixe isso de fora neste formato.
tournaments-refuse-max-below-table = `max_players` precisa ser pelo menos o tamanho da mesa ({ $size }).
tournaments-refuse-max-for-tables = { $reason } Escolha um `max_players` até esse número.
tournaments-refuse-rounds-too-many = { $count } jogadores podem se enfrentar em no máximo { $most } rodadas sem repetir: escolha `rounds` até { $most } ou um `max_players` maior.
tournaments-refuse-option = { $problem }. Deixe essa opção de fora ou veja `/rules game:{ $game }`.
tournaments-refuse-closed-open-ones = As inscrições para o torneio #{ $tournament } fecharam; `/tournament list` mostra os abertos.
tournaments-refuse-closed = As inscrições para o torneio #{ $tournament } fecharam.
tournaments-refuse-already-in = Você já está inscrito no torneio #{ $tournament }; aperte **{ tournaments-button-leave }** para cancelar a inscrição.
tournaments-refuse-full = O torneio #{ $tournament } está cheio ({ $most } jogadores).
tournaments-refuse-not-in = Você não está inscrito no torneio #{ $tournament }, então não há do que sair.
tournaments-refuse-computer-organiser = Só quem organiza o torneio #{ $tournament } ({ $organiser }) pode adicionar um computador a ele.
tournaments-refuse-level = Escolha um nível: { $levels }.
tournaments-refuse-computer-race = Outro computador acabou de ser adicionado; aperte **{ tournaments-button-computer }** de novo.
tournaments-refuse-start-organiser = Só quem organiza o torneio #{ $tournament } ({ $organiser }) pode começá-lo.
tournaments-refuse-too-few = O torneio #{ $tournament } precisa de pelo menos { $need } jogadores; ele tem { $count }. Espere por mais ou aperte **{ tournaments-button-computer }**.
tournaments-refuse-too-many = { $reason } O torneio #{ $tournament } tem { $count }.
tournaments-refuse-started = O torneio #{ $tournament } já começou.
tournaments-refuse-withdraw-signup = O torneio ainda não começou: aperte **{ tournaments-button-leave }** (ou use `/tournament leave`) em vez disso.
tournaments-refuse-withdraw-over = O torneio #{ $tournament } terminou, então não há do que se retirar.
tournaments-refuse-not-a-player = Você não é jogador do torneio #{ $tournament }.
tournaments-refuse-withdrawn = Você já se retirou do torneio #{ $tournament }.
tournaments-refuse-cancel-who = Só quem organiza o torneio #{ $tournament } ({ $organiser }) ou um membro com a permissão “Gerenciar servidor” pode cancelá-lo.
tournaments-refuse-over = O torneio #{ $tournament } já terminou.
tournaments-too-many-for-tables = Um torneio todos contra todos em mesas de { $size } aceita no máximo { $most } jogadores: com mais, não dá para escolher as mesas de modo que cada dois jogadores se enfrentem mais ou menos o mesmo número de vezes.
