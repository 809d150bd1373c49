# Connections, o jogo de cartas: o que suas regras dizem. As variáveis entre { } mantêm o nome.
# $seat, $owner, $partner, $from, $to ...: o nome de um jogador. $card: uma carta de cidade ou de
# ligação (nome próprio, nunca traduzido). $region: o nome de uma região como a notação o escreve
# (fica como está). $usage, $move, $choices: notação, fica como está. $offer: o número de uma
# oferta. $cards, $regions: listas, já unidas com "e".

## Listas

connections-list = { $first }, { $rest }
connections-either = { $first } ou { $rest }

## As cartas e a que pertencem

connections-card-regional = { $card } ({ $region })
connections-card-linking = { $card } (liga { $regions })
connections-want-region = qualquer carta de { $region }
connections-want-region-any = qualquer carta de { $region }

## Entradas recusadas

connections-refuse-empty = digite uma ação, por exemplo draw deck
connections-refuse-unknown-card = não existe carta chamada { $name }; as cartas têm o nome da sua cidade
connections-refuse-region-not-card = { $region } é uma região; as cartas têm o nome da sua cidade ({ $usage })
connections-refuse-card-count = diga { $count ->
    [one] uma carta
   *[other] { $count } cartas
}: { $usage }
connections-refuse-not-seat-number = '{ $word }' não é um número de assento: { $usage }
connections-refuse-not-offer-number = '{ $word }' não é um número de oferta: { $usage }
connections-refuse-draw-where = comprar de onde? draw deck ou draw discard
connections-refuse-meld-different = um jogo são três cartas diferentes
connections-refuse-link-shape = diga uma carta de ligação e uma de suas regiões: { $usage }
connections-refuse-announce-extra = nada vem depois de announce
connections-refuse-invite-shape = diga um assento e sua ligação: { $usage }
connections-refuse-offer-shape = escreva uma oferta assim: { $usage }
connections-refuse-offer-want = peça uma só região ou uma só carta: { $usage }
connections-refuse-answer-which = diga a oferta: { $usage }
connections-refuse-answer-shape = escreva assim: { $usage }
connections-refuse-unknown-verb = ação desconhecida '{ $verb }'; as ações são { $verbs }

## Ações que as regras não permitem agora

connections-refuse-not-held = você não tem { $card } na mão
connections-refuse-seat-absent = { $seat } não joga nesta partida
connections-refuse-own-seat = diga um assento que não seja o seu
connections-refuse-seat-resigned = { $seat } desistiu
connections-refuse-not-your-turn = é a vez de { $seat }
connections-refuse-discard-now = depois de comprar, você precisa descartar
connections-refuse-draw-now = você já baixou cartas nesta vez; termine com draw deck ou draw discard
connections-refuse-discard-first = uma vez começa comprando ou baixando cartas (meld, link, lay); o descarte vem depois de comprar
connections-refuse-discard-empty = o descarte está vazio; draw deck
connections-refuse-deck-empty = o monte de compra está vazio e o descarte só tem a carta de cima; draw discard
connections-refuse-meld-linking = { $card } é uma carta de ligação; nunca entra num jogo (coloque-a com link)
connections-refuse-meld-regions = essas cartas não são todas da mesma região
connections-refuse-lay-linking = { $card } é uma carta de ligação; coloque-a com link { $card } <region>
connections-refuse-lay-closed = você pode acrescentar { $card } quando tiver uma fileira de { $region } ou uma ligação até ela
connections-refuse-link-not-linking = { $card } não é uma carta de ligação; baixe-a num jogo ou acrescente-a
connections-refuse-link-region = { $card } liga { $regions }, não { $region }
connections-refuse-link-short = { $card } liga { $regions }; uma ligação vai numa fileira de pelo menos 3 cartas
connections-refuse-link-no-row = { $card } liga { $regions }; você não tem fileira lá
connections-refuse-link-which = diga a fileira: { $choices }
connections-refuse-link-no-fit = você não tem fileira de { $region } com 3 cartas ou mais; link { $card } { $fit } serve
connections-refuse-announce-last = ninguém anuncia na última rodada; ela termina após duas voltas sem baixar cartas
connections-refuse-announce-again = { $seat } já anunciou o fim desta rodada
connections-refuse-announce-early = cedo demais para anunciar: cada jogador precisa de { $needed } vezes nesta rodada ({ $seat } teve { $taken })
connections-refuse-invite-not-linking = { $card } não é uma carta de ligação; os convites são para uma ligação
connections-refuse-invite-not-on-table = { $card } não está na mesa
connections-refuse-invite-not-owner = { $card } é a ligação de { $owner }; só o dono convida
connections-refuse-invite-partnered = { $card } já tem parceiro ({ $partner })
connections-refuse-invite-repeated = Você já convidou { $seat } para ser parceiro de { $card }; espere a resposta ou convide outra pessoa.
connections-refuse-trade-on-turn = as trocas esperam até que nenhum de vocês dois esteja na vez
connections-refuse-offer-held = você já tem { $card }; peça uma carta que você não tem
connections-refuse-no-offer = não há oferta pendente { $offer }
connections-refuse-cancel-not-yours = a oferta { $offer } não é sua; você não pode cancelá-la
connections-refuse-offer-not-for-you = a oferta { $offer } não é para você
connections-refuse-accept-region = a oferta { $offer } pede uma carta de { $region }; { $card } não é
connections-refuse-accept-card = a oferta { $offer } pede { $card }

## O que aconteceu: a linha pública de cada ação

connections-did-discard = { $seat } descartou { $card }
connections-did-meld = { $seat } baixou { $cards }
connections-did-link = { $seat } colocou { $card } na sua fileira de { $region }
connections-did-lay = { $seat } acrescentou { $card }
connections-did-lay-join = { $seat } acrescentou { $card } e virou parceiro de { $links }
connections-owned-link = { $card } de { $owner }
connections-did-announce = { $seat } anunciou o fim da rodada; cada um dos outros tem mais duas vezes
connections-did-invite = { $seat } convidou { $invited } para ser parceiro de { $card }
connections-did-offer = { $seat } fez a oferta { $offer } para { $to }
connections-did-accept = { $seat } aceitou a oferta { $offer }: { $from } e { $seat } trocaram uma carta
connections-did-decline = { $seat } recusou a oferta { $offer } de { $from }
connections-did-cancel = { $seat } cancelou a oferta { $offer } para { $to }
connections-did-draw-deck = { $seat } comprou do monte
connections-did-draw-reshuffle = { $seat } comprou do monte (o descarte, menos a carta de cima, foi embaralhado num novo monte de compra)
connections-did-draw-discard = { $seat } pegou a carta de cima do descarte
connections-did-resign = { $seat } desistiu
connections-did-deal = Rodada { $round } distribuída por { $dealer }; { $seat } começa
connections-then = { $action }. { $then }

## Como uma rodada termina

connections-round-over = A rodada { $round } de { $rounds } terminou ({ $why })
connections-end-announce = anunciada por { $seat }
connections-end-quiet = duas voltas sem baixar cartas
connections-end-exhausted = não sobrou carta para comprar
connections-end-agreement = encerrada em comum acordo
connections-did-agree = Os jogadores combinaram encerrar a partida; a rodada { $round } de { $rounds } terminou ({ $why })
connections-end-reason = Todas as { $rounds } rodadas foram jogadas

## A linha de situação sob a mesa

connections-status = Rodada { $round } de { $rounds }. Pontos: { $scores }.
connections-seat-score = { $seat } { $points }

## As jogadas em palavras

connections-label-draw-deck = Comprar do monte
connections-label-draw-discard = Pegar { $card } do descarte
connections-label-discard = Descartar { $card }
connections-label-meld = Baixar { $cards } ({ $region })
connections-label-lay = Acrescentar { $card } a uma fileira de { $region }
connections-label-link = Colocar { $card } na sua fileira de { $region }
connections-label-announce = Anunciar: a rodada termina após mais duas vezes de cada um
connections-label-accept = Aceitar a oferta { $offer } dando { $card }
connections-label-decline = Recusar a oferta { $offer }
connections-label-cancel = Cancelar sua oferta { $offer }
connections-label-invite = Convidar { $seat } para ser parceiro de { $card }

## As jogadas no histórico (/history)

connections-history = { $words } ({ $move })
connections-history-draw-deck = comprar do monte
connections-history-draw-discard = pegar { $card } do descarte
connections-history-discard = descartar { $card }
connections-history-meld = baixar { $cards } ({ $region })
connections-history-lay = acrescentar { $card } a uma fileira de { $region }
connections-history-link = colocar { $card } na sua fileira de { $region }
connections-history-announce = anunciar: a rodada termina após mais duas vezes de cada um
connections-history-decline = recusar a oferta { $offer }
connections-history-cancel = cancelar a própria oferta { $offer }
connections-history-invite = convidar { $seat } para ser parceiro de { $card }
connections-history-offer-hidden = oferta (cartas ocultas) para { $seat }
connections-history-accept-hidden = oferta aceita (cartas ocultas)

## Perguntas antes de uma troca ou de um convite

connections-confirm-offer = Oferecer a { $seat } sua carta { $card } por { $want }?
connections-confirm-invite = Convidar { $seat } para ser parceiro da sua ligação { $card }?
connections-confirm-accept = Dar a { $seat } sua carta { $card } pela carta { $give } (oferta { $offer })?
connections-confirm-decline = Recusar a oferta { $offer } de { $seat } ({ $what })?
connections-confirm-cancel = Cancelar sua oferta { $offer } para { $seat } ({ $what })?
connections-trade = { $give } por { $want }

## Ofertas e convites pendentes (privados)

connections-pending-offer-from-me = Oferta nº { $offer }: você oferece { $give } a { $to } por { $want }
connections-pending-offer-to-me = Oferta nº { $offer }: { $from } oferece a você { $give } por { $want }
connections-pending-invited = { $owner } convida você para ser parceiro de { $card }
connections-pending-inviting = Você convidou { $invited } para ser parceiro de { $card }

## A escolha passo a passo: primeiro o quê, depois quais cartas

connections-step-discard = Descartar uma carta
connections-step-meld = Baixar três cartas de uma região
connections-step-lay = Acrescentar uma carta a uma fileira
connections-step-link = Colocar uma carta de ligação
connections-step-answer = Responder a uma oferta
connections-step-cancel = Cancelar uma das suas ofertas
connections-step-invite = Convidar um parceiro para sua ligação
connections-step-linking = Cartas de ligação
connections-step-offer-to = Propor uma troca a { $seat }
connections-step-give = Dar { $card }
connections-step-any = Qualquer carta de { $region }
connections-step-ask = Pedir { $card }
connections-step-offer-from = Oferta { $offer } de { $from }: { $give } por { $want }
connections-step-offer-to-seat = Oferta { $offer } para { $to }: { $give } por { $want }

## As perguntas da escolha passo a passo

connections-ask-what = O que você vai fazer?
connections-ask-region = Qual região?
connections-ask-want = O que você pede?
connections-ask-give = Qual carta você dá?
connections-ask-want-card = Qual carta você pede?
connections-ask-answer = Aceitar (com qual carta) ou recusar?
connections-ask-discard = Qual carta você descarta?
connections-ask-meld = Quais três cartas você baixa?
connections-ask-lay = Qual carta você acrescenta?
connections-ask-link = Qual carta de ligação, em qual fileira?
connections-ask-which-offer = Qual oferta você responde?
connections-ask-cancel = Qual oferta você cancela?
connections-ask-invite = Quem você convida, com qual carta?
connections-ask-which = Qual?
connections-ask-card = Qual carta?

## A mesa em palavras (tabuleiro em texto)

connections-board-round = Rodada { $round } de { $rounds }.
connections-board-piles = Monte: { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
}. Descarte: { $discards ->
    [one] { $discards } carta
   *[other] { $discards } cartas
}.
connections-board-top = Em cima do descarte: { $card }.
connections-board-player = { $seat }: { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}, { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} na mão.
connections-board-row = Fileira de { $region } de { $seat }:
connections-board-link = Ligação { $card } de { $owner },
connections-board-link-row = {"  "}na fileira de { $region }.
connections-board-link-partner = {"  "}na fileira de { $region }, parceiro { $partner }.
connections-board-link-invited = {"  "}na fileira de { $region }, { $invited } convidado.
connections-board-empty = Nada foi baixado ainda.
