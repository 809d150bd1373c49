# Salas de espera, revanches e propostas. As variáveis entre { } mantêm o nome.

## The lobby's buttons (public: the server's language)
lobby-button-join = Entrar
lobby-button-leave = Sair
lobby-button-start = Começar
lobby-button-cancel = Cancelar
lobby-button-computer = Adicionar computador

## The lobby message in the channel
lobby-title = Sala de espera de { $game } · partida #{ $id }
lobby-players = **Jogadores:** { $names } ({ $count })
lobby-count-exact = { $joined } de { $players }
lobby-count-range =
    { $joined ->
        [0] { $joined } entraram; de { $min } a { $max } podem jogar
        [one] { $joined } entrou; de { $min } a { $max } podem jogar
       *[other] { $joined } entraram; de { $min } a { $max } podem jogar
    }
lobby-challenge = Um desafio: só { $opponent } pode entrar.
lobby-order-random = **Ordem de jogo:** sorteada.
lobby-order-joined = **Ordem de jogo:** por ordem de entrada.
lobby-order-joined-first = **Ordem de jogo:** por ordem de entrada ({ $first } começa).
lobby-order-rematch = **Ordem de jogo:** a da última partida, girada.
lobby-order-rematch-first = **Ordem de jogo:** a da última partida, girada ({ $first } começa).
lobby-options = **Opções:** { $options }.
lobby-time-limit = **Limite de tempo:** { $hours } h por jogada; depois disso, outro jogador pode reivindicar por tempo.
lobby-press-join-two = Aperte **{ lobby-button-join }** para jogar: a partida começa assim que um segundo jogador entrar.
lobby-press-join-or-start = Aperte **{ lobby-button-join }** para jogar. Começa quando { $players } tiverem entrado, ou quando { $creator } apertar **{ lobby-button-start }**.
lobby-press-join-waiting = Aperte **{ lobby-button-join }** para jogar. { $missing ->
    [one] Falta mais um jogador
   *[other] Faltam mais { $missing } jogadores
  }.
lobby-closed-started = A partida começou.
lobby-closed-cancelled = Cancelada.
lobby-closed-expired = Esta sala de espera expirou depois de { $days ->
    [one] um dia
   *[other] { $days } dias
  } sem começar.
lobby-invite-challenge = { $opponent }, { $creator } desafia você!
lobby-invite-rematch = { $players }: { $creator } pede uma revanche da partida #{ $id }: aperte **{ lobby-button-join }** para aceitar.
lobby-invite-rematch-all = { $players }: { $creator } pede uma revanche da partida #{ $id }: aperte **{ lobby-button-join }** para aceitar; ela começa quando todos tiverem aceitado.

## Options of the games
lobby-option-random_setup = as peças do anel são embaralhadas no início
lobby-option-random_setup-off = as peças do anel não são embaralhadas no início
lobby-option-rounds_per_player =
    cada jogador distribui as cartas { $value ->
        [one] em { $value } rodada
       *[other] em { $value } rodadas
    }

## Answers to the one who acted (private)
lobby-opened = Sala de espera de { $game } aberta (partida #{ $id }). Os jogadores entram pelo botão **{ lobby-button-join }**.
lobby-opened-thread = Sala de espera de { $game } aberta (partida #{ $id }) em { $thread }. Os jogadores entram pelo botão **{ lobby-button-join }**.
lobby-opened-computer = Começa a partida #{ $id } de { $game } contra o computador ({ $level ->
    [easy] fácil
    [medium] médio
   *[hard] difícil
  }).
lobby-opened-computer-thread = Começa a partida #{ $id } de { $game } contra o computador ({ $level ->
    [easy] fácil
    [medium] médio
   *[hard] difícil
  }) em { $thread }.
lobby-joined-started = Você entrou; começa a partida #{ $id } de { $game }.
lobby-joined = Você entrou na sala de espera de { $game } (partida #{ $id }).
lobby-left = Você saiu da sala de espera da partida #{ $id }.
lobby-started = Começa a partida #{ $id } de { $game }.
lobby-cancel-done = Pronto. { $line }
lobby-rematch-started = Revanche iniciada: partida #{ $id } de { $game }.
lobby-rematch-asked = Revanche pedida: a partida #{ $id } de { $game } começa { $when }.
lobby-rematch-accepted = Você aceitou a revanche: a partida #{ $id } de { $game } começa { $when }.
lobby-rematch-when = { $players ->
    [one] quando o outro jogador aceitar
   *[other] quando os outros { $players } jogadores aceitarem
  }
lobby-end-proposed = Pronto: sua proposta foi publicada no canal.
lobby-end-computer-agreed = Pronto: o computador concordou, e a partida terminou.

## Lines the channel is told (public)
lobby-cancelled = { $who } cancelou a sala de espera de { $game } (partida #{ $id }).
lobby-abandoned = { $who } abandonou a partida #{ $id } de { $game }; ela não será terminada.
lobby-closed-creator-left = A sala de espera de { $game } (partida #{ $id }) foi fechada: quem a abriu saiu.

## Refusals (private)
lobby-refuse-opponent-and-computer = Escolha `opponent` (uma pessoa) ou `computer`, não os dois.
lobby-refuse-opponent-self = Desafie outra pessoa: `opponent` não pode ser você nem um bot.
lobby-refuse-no-channel = As partidas acontecem nos canais de um servidor: use `/game new` em um canal.
lobby-refuse-thread-here = Só consigo abrir tópicos a partir de um canal de texto: use isto no próprio canal.
lobby-refuse-no-thread-permission = Não tenho permissão para criar tópicos aqui; peça a um moderador a permissão “Criar tópicos públicos”, ou use `/game new thread:false` para jogar neste canal.
lobby-refuse-gone = Essa partida não está mais disponível aqui.
lobby-refuse-no-finished-game = Nenhuma partida terminou neste canal ainda. Abra uma com `/game new`.
lobby-refuse-option-unknown = { $game } não tem a opção { $option }. Deixe essa opção de fora, ou veja `/rules game:{ $code }`.
lobby-refuse-option-bool = { $option } precisa ser true ou false. Deixe essa opção de fora, ou veja `/rules game:{ $code }`.
lobby-refuse-option-whole = { $option } precisa ser um número inteiro. Deixe essa opção de fora, ou veja `/rules game:{ $code }`.
lobby-refuse-option-min = { $option } precisa ser pelo menos { $limit }. Deixe essa opção de fora, ou veja `/rules game:{ $code }`.
lobby-refuse-option-max = { $option } pode ser no máximo { $limit }. Deixe essa opção de fora, ou veja `/rules game:{ $code }`.
lobby-refuse-busy-lobby = Este canal já tem uma sala de espera de { $game } em aberto (#{ $id }). Adicione `thread:true` para abrir a sua em um novo tópico, ou termine aquela primeiro.
lobby-refuse-busy-game = Este canal já tem uma partida de { $game } em andamento (#{ $id }). Adicione `thread:true` para abrir a sua em um novo tópico, ou termine aquela primeiro.
lobby-refuse-just-opened = Outra partida acabou de ser aberta aqui; adicione `thread:true` para abrir a sua em um tópico.
lobby-refuse-cancelled = Esta sala de espera foi cancelada. Abra uma nova com `/game new`.
lobby-refuse-started = Esta partida já começou; use `/board` para vê-la.
lobby-refuse-already-in = Você já está nesta sala de espera; espere os outros, ou aperte **{ lobby-button-leave }**.
lobby-refuse-challenge = Este é um desafio para { $opponent }: só essa pessoa pode entrar. Abra sua própria sala de espera com `/game new`.
lobby-refuse-rematch-only = Esta é uma revanche: só os jogadores da última partida podem entrar. Abra sua própria sala de espera com `/game new`.
lobby-refuse-full = Esta sala de espera está cheia ({ $players } jogadores).
lobby-refuse-changed = A sala de espera acabou de mudar; tente de novo.
lobby-refuse-not-in = Você não está nesta sala de espera, então não há do que sair.
lobby-refuse-creator-leaves = Você abriu esta sala de espera: use **{ lobby-button-cancel }** (ou `/game cancel`) para fechá-la.
lobby-refuse-start-creator = Só quem abriu a sala de espera ({ $creator }) pode começar a partida.
lobby-refuse-computer-creator = Só quem abriu a sala de espera ({ $creator }) pode adicionar computadores.
lobby-refuse-computer-challenge = Esta sala de espera é um desafio para uma pessoa, então não há lugar para um computador.
lobby-refuse-level = Escolha um nível: { $levels }.
lobby-refuse-nothing-to-cancel = Não há nada para cancelar: esta partida já terminou ou foi cancelada.
lobby-refuse-cancel-who = Só quem a abriu ({ $creator }) ou um membro com a permissão “Gerenciar mensagens” pode cancelar esta partida.
lobby-refuse-game-changed = A partida acabou de mudar; tente de novo.
lobby-refuse-rematch-not-over = Uma revanche pode começar quando esta partida terminar.
lobby-refuse-rematch-players = Só os jogadores desta partida podem começar a revanche dela.
lobby-refuse-rematch-in = Você já está nesta revanche (partida #{ $id }); ela começa { $when }.
lobby-refuse-rematch-busy = Este canal já tem uma partida de { $game } em andamento (#{ $id }); termine-a primeiro, ou abra uma nova partida em um tópico com `/game new thread:true`.
lobby-refuse-rematch-just-opened = Outra partida acabou de ser aberta aqui; a revanche não foi iniciada.
lobby-refuse-player-count-exact = { $game } é para exatamente { $players } jogadores; esta sala de espera tem { $count }. Espere mais jogadores entrarem.
lobby-refuse-player-count-range = { $game } é para { $min } a { $max } jogadores; esta sala de espera tem { $count }. Espere mais jogadores entrarem.

## Proposals
lobby-proposal-accept = Aceitar
lobby-proposal-decline = Recusar
lobby-proposal-end =
    { $who } propõe encerrar agora a partida #{ $id } de { $game }.{ $outcome }
    { $voters }: é só apertar **{ lobby-proposal-accept }** ou **{ lobby-proposal-decline }**. Qualquer jogada antes disso cancela a proposta.
lobby-proposal-outcome = { " " }Se todos concordarem: { $result }
lobby-proposal-result-draw = empate de comum acordo.
lobby-proposal-result-win = { $winner } vence de comum acordo.
lobby-proposal-result-share = { $winners } dividem a vitória de comum acordo.
lobby-proposal-scores = { " " }Placar final: { $scores }.
lobby-proposal-undo = { $who } pede para desfazer `{ $move }`. { $approver }, você concorda?
lobby-proposal-declined =
    { $kind ->
        [end] { $who } recusou a proposta de encerrar; a partida continua.
       *[undo] { $who } recusou o pedido de desfazer; a partida continua.
    }
lobby-proposal-accepts = { $who } aceita; esperando { $waiting }.
lobby-proposal-you-declined = Pronto: você recusou.
lobby-proposal-you-accepted = Pronto: você aceitou. Esperando os outros.
lobby-refuse-not-running = Esta partida não está mais em andamento.
lobby-refuse-end-resigned = Você desistiu desta partida, então não pode propor encerrá-la.
lobby-refuse-end-waiting = Uma proposta de encerrar já está esperando respostas; use os botões **{ lobby-proposal-accept }** / **{ lobby-proposal-decline }** dela.
lobby-refuse-end-computer = { $computer } não concorda em encerrar a partida agora: continuar vale mais para ele. Continue jogando, ou use `/resign`.
lobby-refuse-undo-none = { $game } não permite desfazer jogadas: carta vista não volta a ficar escondida.
lobby-refuse-undo-nothing = Ainda não há nenhuma jogada para desfazer.
lobby-refuse-undo-computer = O computador já respondeu à sua jogada, então ela não pode mais ser desfeita. Contra o computador, peça logo depois da sua jogada.
lobby-refuse-undo-not-last = Só quem jogou por último ({ $mover }) pode pedir para desfazer.
lobby-refuse-undo-nobody = Não há outro jogador na vez, então ninguém pode aprovar o pedido de desfazer.
lobby-refuse-undo-waiting = Um pedido de desfazer já está esperando resposta.
lobby-refuse-proposal-unknown = Não conheço mais esta proposta.
lobby-refuse-proposal-game = Não conheço mais esta partida.
lobby-refuse-proposal-closed =
    { $kind ->
        [end]
            Esta proposta de encerrar já está fechada ({ $status ->
                [accepted] aceita
                [declined] recusada
                [void] anulada
               *[other] { $status }
            }).
       *[undo]
            Este pedido de desfazer já está fechado ({ $status ->
                [accepted] aceito
                [declined] recusado
                [void] anulado
               *[other] { $status }
            }).
    }
lobby-refuse-proposal-who =
    { $kind ->
        [end] Esta proposta de encerrar é só para { $voters }.
       *[undo] Este pedido de desfazer é só para { $voters }.
    }
lobby-refuse-proposal-again = Você já aceitou; esperando os outros.
lobby-refuse-proposal-just-closed =
    { $kind ->
        [end] Esta proposta de encerrar acabou de ser fechada.
       *[undo] Este pedido de desfazer acabou de ser fechado.
    }
lobby-refuse-proposal-moved-on =
    { $kind ->
        [end] A partida avançou desde que esta proposta de encerrar foi feita, então ela não vale mais. Proponha de novo se ainda quiser.
       *[undo] A partida avançou desde que este pedido de desfazer foi feito, então ele não vale mais. Peça de novo se ainda quiser.
    }
