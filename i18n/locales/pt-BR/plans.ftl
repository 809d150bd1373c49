# Respostas planejadas (docs/planned-replies.md): /plan, "Planejar uma resposta" depois de uma
# jogada confirmada com Jogar, os avisos por DM e o planejamento na mesa web.

## Uma linha de um plano, dentro de outras frases
plans-line-if = se { $player } jogar { $theirs }, você joga { $mine }
plans-line-then = depois, se { $player } jogar { $theirs }, você joga { $mine }
plans-line-chain = { $first }; { $rest }

## Recusas
plans-refuse-not-player = Você não joga nesta partida, então não pode planejar respostas nela.
plans-refuse-no-plans = Você não joga nesta partida, então não tem planos nela.
plans-refuse-two-players = Respostas planejadas são só para partidas de dois jogadores sem nada oculto; esta partida de { $game } tem { $players } jogadores.
plans-refuse-over = Esta partida acabou, então não há nada para planejar.
plans-refuse-own-turn = É a sua vez: faça sua jogada primeiro e depois planeje suas respostas à próxima jogada do seu adversário.
plans-refuse-not-waiting = Só dá para planejar respostas enquanto é a vez do seu adversário.
plans-refuse-no-game = Não há nenhuma partida em andamento aqui para planejar respostas.
plans-refuse-stale = A partida avançou enquanto você planejava, então este plano não serve mais. Planeje de novo a partir do tabuleiro como está agora.
plans-refuse-pairs = Dê uma resposta para cada jogada do seu adversário: `then_play` vai com `then_if`.
plans-refuse-half = Informe `then_if` e `then_play` juntos, ou nenhum dos dois; nada foi planejado.
plans-refuse-already = Você já tinha planejado isso: { $line }.
plans-refuse-too-many = Uma partida guarda no máximo { $max } respostas planejadas; use `/plan clear` e depois planeje as mais prováveis.
plans-refuse-gone = Essa opção não está mais disponível. Comece o plano de novo.
plans-refuse-over-after = A partida teria acabado depois de `{ $after }`, então `{ $option }` não tem o que responder.
plans-refuse-not-your-move = Depois de `{ $after }` não seria a sua vez, então `{ $option }` não pode ser planejado.
plans-refuse-not-their-move = Depois de `{ $after }` não seria a vez de { $player }, então `{ $option }` não pode ser planejado.
plans-refuse-illegal = `{ $option }`: `{ $move }` não é uma jogada válida { $when } ({ $why }). Escolha uma da lista.
plans-option-move = jogada { $n }
plans-when-now-theirs = para { $player } agora
plans-when-after-theirs = para { $player } depois de `{ $after }`
plans-when-after-yours = para você depois de `{ $after }`

## Respostas a /plan e a "Confirmar plano"
plans-added = Planejado, só para você: { $line }.
plans-added-replaces = Isso substitui sua resposta anterior a essa jogada.
plans-added-how =
    Ela é jogada na hora se o adversário fizer essa jogada; qualquer outra jogada descarta seus planos, e eu te aviso por DM. Você tem { $count ->
        [one] { $count } resposta planejada
       *[other] { $count } respostas planejadas
    } aqui (`/plan list` mostra, `/plan clear` descarta).
plans-list-title = **Suas respostas planejadas** (só você vê):
plans-list-none = Você não tem respostas planejadas nesta partida. Planeje uma com `/plan add`, ou com **{ posts-button-plan }** depois de confirmar uma jogada com **{ play-button }**.
plans-list-file = respostas-planejadas.txt
plans-cleared = Pronto: { $count ->
        [one] sua resposta planejada aqui foi descartada.
       *[other] suas { $count } respostas planejadas aqui foram descartadas.
    }
plans-cleared-none = Você não tinha respostas planejadas nesta partida, então nada foi descartado.

## Planejar uma resposta (os passos depois de uma jogada confirmada com Jogar)
plans-button = Planejar uma resposta
plans-another = Planejar outra
plans-then = Depois, se o adversário jogar…
plans-back = Voltar
plans-confirm = Confirmar plano
plans-start-again = Recomeçar
plans-choose = Escolha…
plans-flow-heading = **{ plans-button }** na partida #{ $id } de { $game } (só você vê isto)
plans-flow-if = Se { $player } jogar…
plans-flow-if-you = Se { $player } jogar { $theirs }, você joga…
plans-flow-after = Na sequência de: { $line }.
plans-flow-so-far = Até agora: { $steps }
plans-flow-choose = Escolha abaixo.
plans-flow-preview = O tabuleiro abaixo mostra as duas jogadas feitas. Aperte **{ plans-confirm }** para guardar o plano (ninguém mais vê até ele ser jogado) ou **{ plans-back }**.
plans-preview-file = plano.png
plans-flow-stale = A partida #{ $id } de { $game } avançou desde que você abriu isto, então estas opções talvez não sirvam mais. Recomece a partir da posição atual.

## Avisos por DM quando planos são descartados
plans-note-taken-back = Suas respostas planejadas na partida #{ $id } de { $game } foram descartadas: uma jogada foi desfeita.
plans-note-unplanned =
    Na partida #{ $id } de { $game }, { $player } jogou { $move }, que você não tinha planejado, então suas respostas planejadas ali foram descartadas.{ $yours ->
        [yes] { " " }É a sua vez.
       *[other] { "" }
    }
plans-note-not-legal =
    Na partida #{ $id } de { $game }, { $player } jogou { $move }, mas sua resposta planejada `{ $reply }` não é válida ali, então ela não foi jogada e seus planos ali foram descartados.{ $yours ->
        [yes] { " " }É a sua vez.
       *[other] { "" }
    }

## Planejar na mesa web (sem Markdown: a página mostra o texto como está)
plans-web-if = Se { $player } jogar…
plans-web-if-you = Se { $player } jogar { $theirs }, você joga…
plans-web-after = Na sequência de: { $line }.
plans-web-added = Planejado, só para você: { $line }.
plans-web-added-how =
    Ela é jogada na hora se o adversário fizer essa jogada; qualquer outra jogada descarta seus planos, e eu te aviso por DM. Você tem { $count ->
        [one] { $count } resposta planejada
       *[other] { $count } respostas planejadas
    } nesta partida.
plans-web-cleared = { $count ->
        [one] Sua resposta planejada nesta partida foi descartada.
       *[other] Suas { $count } respostas planejadas nesta partida foram descartadas.
    }
