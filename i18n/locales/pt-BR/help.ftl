# /help e /games. Os nomes de comandos e opções ficam como o bot os mostra.

## /help
help-title = **Como jogar**
help-start = - **Começar uma partida:** `/game new game:pylon` abre uma sala de espera no canal; outro jogador aperta **{ lobby-button-join }**. Adicione `opponent:@amigo` para desafiar alguém, ou `computer:medium` para jogar contra o computador.
help-move = - **Jogar:** quando for sua vez, você recebe uma menção embaixo do tabuleiro. Aperte **{ play-button }** ali, escolha sua jogada passo a passo e depois **{ play-confirm }** (ou digite com `/move`).
help-rules = - **Regras:** `/rules game:pylon`, ou o botão **{ posts-button-rules }** embaixo de qualquer tabuleiro.
help-games = - **Suas partidas:** `/games` lista todas e diz de quem é a vez; `/next` mostra a que está esperando por você há mais tempo.

## /games
help-games-lobby = **{ $game }** #{ $id } em { $where }: sala de espera, { $waiting } · [sala de espera]({ $link })
help-games-waiting = { $count ->
    [one] esperando mais { $count } jogador
   *[other] esperando mais { $count } jogadores
  }
help-games-ready = pronta
help-games-damaged = **{ $game }** #{ $id } em { $where }: não pode continuar (danificada)
help-games-line = **{ $game }** #{ $id } em { $where }: { $turn } · [última mensagem]({ $link })
help-games-your-turn = **sua vez**
help-games-your-offer = **uma oferta esperando sua resposta**
help-games-to-move = vez de { $names }
help-games-nobody = vez de ninguém (a partida terminou)
help-games-deadline = , o tempo acaba { $when }
help-games-away = ; { $name } está em pausa até { $when }
help-games-more = … e mais { $count }.
help-games-none = Você não tem partidas em andamento. Comece uma com `/game new`.

## /games which:open
help-open-refuse-server = Partidas abertas pertencem a um servidor: use `/games which:open` em um servidor.
help-open-none = Nenhuma sala de espera ou inscrição de torneio aberta neste servidor. Abra uma com `/game new`.
help-open-lobby = Sala de espera de **{ $game }** #{ $id } em { $where }: { $joined }, { $waiting } · [entrar]({ $link })
help-open-joined = { $count } de { $players } jogadores
help-open-needs =
    { $count ->
        [one] falta { $count } para começar
       *[other] faltam { $count } para começar
    }
help-open-ready = pronta para começar
help-open-tournament =
    Torneio de **{ $game }** #{ $id } ({ $format ->
        [swiss] sistema suíço
        [round-robin] todos contra todos
        [knockout] mata-mata
       *[other] { $format }
    }) em { $where }: inscrições abertas, { $signed ->
        [0] { $signed } inscritos
        [one] { $signed } inscrito
       *[other] { $signed } inscritos
    } · [inscrever-se]({ $link })
