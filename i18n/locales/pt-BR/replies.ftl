# Respostas que todas as funções compartilham (bot/ui/replies.py, bot/ui/lookup.py, bot/services/refusal.py).

## Quando algo dá errado
replies-apology = Desculpe, algo deu errado do meu lado e nada foi alterado. Tente de novo daqui a pouco.
replies-apology-stored = Sua alteração está salva, mas algo deu errado ao responder você. O canal vai mostrá-la em breve; confira com `/board`.
replies-unavailable = O armazenamento de partidas não está respondendo agora; tente de novo daqui a pouco.
replies-unconfirmed = Não consegui confirmar que sua alteração foi salva: o armazenamento de partidas parou de responder. Veja a partida com `/board` daqui a pouco antes de tentar de novo.
replies-game-corrupt = A partida #{ $id } ({ $game }) não pode continuar: a posição salva não corresponde à lista de jogadas. Um moderador pode encerrá-la com `/game cancel`.

## Confirmações privadas depois de uma alteração salva
replies-done-move = Pronto: sua jogada está salva. O tabuleiro aparece em seguida no canal.
replies-done-resign = Pronto: você desistiu. O canal foi avisado.
replies-done-timeout = Pronto: sua reivindicação por tempo está salva. O canal foi avisado.
replies-done-end = Pronto: a partida foi encerrada de comum acordo. O resultado aparece em seguida no canal.
replies-done-undo = Pronto: a jogada foi desfeita. O tabuleiro aparece em seguida no canal.
replies-done = Pronto.
replies-done-planned = Pronto: sua jogada está salva, e a resposta planejada de { $who } foi jogada na hora, então é sua vez de novo. O tabuleiro aparece em seguida no canal.

## Respostas longas
replies-attached = (o texto completo está anexado)

## Encontrar a partida (bot/ui/lookup.py)
replies-game-over-here = A partida #{ $id } de { $game } daqui terminou. Comece outra com `/game new`.
replies-no-game-here = Não há nenhuma partida neste canal. Comece uma com `/game new game:<name>`.
replies-lobby-here = A partida de { $game } daqui ainda não começou: entre na sala de espera, ou quem a criou pode usar `/game start`.
replies-lobby-first = A partida daqui ainda não começou: entre primeiro na sala de espera.
replies-button-gone = Essa partida não está mais disponível aqui.
replies-not-a-number = { $text } não é um número de partida: escreva como `#12` (o número que aparece nas mensagens da partida).
replies-no-such-game = Não há nenhuma partida #{ $id } neste servidor para mostrar.
replies-nothing-to-show = Não há nenhuma partida neste canal para mostrar. Indique uma pelo número, como `game:#12`, ou comece uma com `/game new`.
replies-not-finished = A partida #{ $id } ainda não terminou: o registro dela pode ser exportado quando ela acabar.
