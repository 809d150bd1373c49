# The web table's page.

web-gone = Este link não abre nenhuma mesa. Peça um novo ao bot: o botão “{ play-button }” ou /next.
web-offline = Não foi possível conectar à mesa. Tentando de novo…
web-stale = A partida mudou; esta é a nova posição.
web-done = Sua jogada foi feita: { $words }
web-changed = O tabuleiro foi atualizado.
web-your-turn = É a sua vez.
web-choose = Escolha:
web-confirm = Confirmar
web-back = Voltar
web-first = Início
web-forward = Avançar
web-last = Fim
web-position = Posição { $n } de { $total }
web-start = A posição inicial.
web-hand-alt = Sua mão
web-signing-in = Entrando com o Discord…
web-sign-in-failed = Não deu para entrar com o Discord. Feche a atividade e abra de novo.
web-hand-title = Sua mão
web-offers-title = Ofertas e convites
web-players-title = Jogadores
web-moves-title = Jogadas
web-replay-controls = Percorrer a partida
web-to-move = da vez
web-computer = computador
web-player-away = em pausa

## Respostas planejadas na página
web-plan-start = Planejar uma resposta
web-plan-confirm = Confirmar plano
web-plan-then = Depois, se o adversário jogar…
web-plan-another = Planejar outra
web-plan-done = Pronto
web-plans-title = Suas respostas planejadas (só você vê)
web-plans-clear = Descartar todas

## As linhas acima do tabuleiro
web-line-title = Partida #{ $id } de { $game }: { $players }
web-line-last = Última jogada: { $move }
web-line-turn = Vez de { $players }.
web-entry-resign = { $player } desistiu
web-entry-timeout = { $player } ficou sem tempo
web-entry-end = { $player } encerrou a partida de comum acordo

## Respostas à página
web-not-found = Este endereço não abre nenhuma partida: talvez tenha expirado. Peça um novo ao bot com `/board private:true`.
web-not-found-title = Não encontrado
web-too-many = Pedidos demais a partir do seu endereço. Espere um minuto e recarregue a página.
web-bad-request = A mesa não consegue responder a esse pedido. Recarregue a página.
web-stale-move = A partida avançou desde que esta página foi desenhada, então nada foi jogado. Veja o tabuleiro como está agora e escolha de novo.
web-stale-plan = A partida avançou desde que esta página foi desenhada, então nada foi planejado. Veja o tabuleiro como está agora e planeje de novo.
web-watching = Esta página só acompanha a partida: abra seu próprio link do bot (`/board private:true`) para jogar.
web-not-yours = Não é a sua vez de escolher uma jogada aqui.
web-away = O armazenamento de partidas não está respondendo, então nada foi jogado. Tente de novo daqui a pouco.
web-away-plan = O armazenamento de partidas não está respondendo, então nada foi planejado. Tente de novo daqui a pouco.
web-unreadable-move = Não foi possível ler a jogada. Recarregue a página e escolha de novo.
web-unreadable-plan = Não foi possível ler o plano. Recarregue a página e planeje de novo.
web-incomplete-move = Escolha uma jogada completa antes de confirmá-la.
web-unconfirmed = Não consegui confirmar que sua alteração foi salva: o armazenamento de partidas parou de responder. Veja a partida com `/board` daqui a pouco antes de tentar de novo.
web-choice-gone = Essa opção não está mais disponível. Recomece a jogada.
web-replay-running = A partida ainda está em andamento: o replay abre quando ela acabar.
web-replay-range = Esta partida tem as posições 0 a { $last }.
web-replay-value = { $value ->
        [win] Uma vitória para { $player }, com jogo perfeito.
        [loss] Uma derrota para { $player }, com jogo perfeito.
       *[draw] Um empate para { $player }, com jogo perfeito.
    }
web-activity-off = A atividade do Discord não está configurada neste bot.
web-activity-failed = O Discord não confirmou quem você é. Feche a atividade e abra de novo.
web-activity-no-game = Não há nenhuma partida neste canal. Comece uma com `/game new` e depois abra a atividade de novo.
web-activity-unreadable = Não foi possível ler o login. Feche a atividade e abra de novo.
