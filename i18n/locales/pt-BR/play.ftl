# Jogar: /move, /resign, /undo, /board, /history, o tabuleiro em texto e o seletor do
# botão Jogar (bot/features/play/), e as jogadas recusadas (bot/services/sessions.py).

## Jogadas e alterações recusadas
play-refuse-lobby-state = Esta partida ainda não começou: ainda é uma sala de espera.
play-refuse-changed = A partida acabou de mudar; veja `/board` e tente de novo.
play-refuse-cancelled = Essa partida não existe mais: foi cancelada.
play-refuse-abandoned = Essa partida foi abandonada, então não pode continuar. Comece outra com `/game new`.
play-refuse-lobby = Esta partida ainda não começou: entre na sala de espera, ou quem a criou pode usar `/game start`.
play-refuse-over = Esta partida terminou. Comece outra com `/game new`.
play-refuse-plans-changing = Os planos do seu adversário estavam mudando naquele instante; tente sua jogada de novo, por favor.
play-refuse-raced = A jogada de outra pessoa foi salva um instante antes da sua; veja `/board` e tente de novo.
play-refuse-raced-change = A alteração de outra pessoa foi salva um instante antes da sua; veja `/board` e tente de novo.
play-refuse-not-player = Você não joga nesta partida (quem joga: { $players }).
play-refuse-version = A partida mudou enquanto a jogada era escolhida.
play-refuse-resigned = Você desistiu desta partida, então não pode mais jogar nela.
play-refuse-not-your-turn = Não é sua vez: é a vez de { $who }. Você vai receber uma menção quando for a sua.
play-refuse-illegal = Essa jogada não é permitida: { $reason }.
play-refuse-illegal-hint = Essa jogada não é permitida: { $reason }; { $hint }.
play-refuse-resign = Você não pode desistir: { $reason }.

## Reivindicar por tempo (/game claim)
play-refuse-no-limit = Esta partida não tem limite de tempo, então não há nada a reivindicar.
play-refuse-claim-gone = Você não joga mais nesta partida, então não pode reivindicar por tempo.
play-refuse-claim-nobody = Ninguém está com o relógio correndo agora, então não há nada a reivindicar.
play-refuse-claim-self = É o seu relógio que está correndo, então você não pode reivindicar: faça sua jogada com `/move`.
play-refuse-claim-away = { $who } está em pausa até <t:{ $back }:f>, então o relógio está parado; você pode reivindicar quando o tempo de { $who } acabar, depois disso.
play-refuse-claim-early = { $who } ainda tem { $left } para jogar (até <t:{ $deadline }:f>); você pode reivindicar depois disso.
play-refuse-undo-moved-on = A partida avançou desde o pedido de desfazer, então ele não vale mais.
play-refuse-undo-nothing = Não há nenhuma jogada para desfazer.

## /move e Jogar: a resposta privada a uma ação dentro de uma vez
play-done-stored = Pronto: salvo.
play-again-move = use `/move` de novo
play-again-play = aperte **{ play-button }** abaixo
play-turn-goes-on = Sua vez continua: { $again } para terminá-la.
play-turn-of = É a vez de { $who }; você vai receber uma menção quando for a sua.

## /undo
play-undo-posted = Pronto: seu pedido foi publicado no canal.
play-undo-computer = Pronto: o computador aceitou, e sua jogada foi desfeita.

## /board, /history e o tabuleiro em texto
play-board-headline = O tabuleiro como está agora.
play-game = Partida #{ $id } de { $game }
play-history-empty = { $title }: nenhuma jogada ainda.
play-history-title = { $title }, { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}:
play-history-title-undone = { $title }, { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
} ({ $undone ->
    [one] { $undone } desfeita
   *[other] { $undone } desfeitas
}):
play-history-move = { $number }. { $who }: { $words }
play-history-resigned = - { $who } desistiu
play-history-timeout = - { $who } ficou sem tempo
play-history-ended = - encerrada de comum acordo
play-history-file = partida-{ $id }-historico.txt
play-board-file = partida-{ $id }-tabuleiro.txt
play-text-board = **Partida #{ $id } de { $game }**, em texto:

## O seletor do botão Jogar (privado)
play-button = Jogar
play-back = Voltar
play-confirm = Confirmar
play-start-again = Recomeçar
play-choose = Escolha…
play-preview-file = previa.png
play-refuse-not-playing = Você não joga nesta partida; é a vez de { $who }.
play-refuse-not-yours = É a vez de { $who }, não a sua; você vai receber uma menção quando for a sua.
play-refuse-finished = Esta partida terminou, então não há jogada a fazer. Comece outra com `/game new`.
play-refuse-choice-gone = Essa opção não está mais disponível. Aperte **{ play-button }** na mensagem da partida para recomeçar.
play-refuse-move-gone = Essa jogada não está mais disponível. Aperte **{ play-button }** na mensagem da partida para recomeçar.
play-heading = **Sua jogada** na partida #{ $id } de { $game }
play-so-far = Até agora: { $steps }
play-question-back =
    { $question }
    Aperte **{ play-confirm }** ou **{ play-back }**.
play-question =
    { $question }
    Aperte **{ play-confirm }**.
play-preview-only =
    { $heading }: { $words }
    Aperte **{ play-confirm }** para fazer a jogada.
play-preview-back =
    { $heading }: { $words }
    O tabuleiro abaixo mostra a jogada feita. Aperte **{ play-confirm }** para fazer a jogada, ou **{ play-back }**.
play-preview =
    { $heading }: { $words }
    O tabuleiro abaixo mostra a jogada feita. Aperte **{ play-confirm }** para fazer a jogada.
play-stale = A partida #{ $id } de { $game } avançou desde que você abriu isto, então estas opções talvez não sirvam mais. Recomece a partir da posição atual.
play-done-words = Pronto: sua jogada, { $words }, está salva. O tabuleiro foi publicado no canal.

## Os botões da mesa web
play-open-board = Abrir o tabuleiro
play-open-in-discord = Abrir no Discord
