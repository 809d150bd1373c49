# The web table's page.

web-gone = Este link não abre nenhuma mesa. Peça um novo ao bot: o botão Play ou /next.
web-offline = Não foi possível alcançar a mesa. Tentando de novo…
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
