# A mesa de cartas (Connections): mãos, trocas, parcerias, pontos de uma rodada.
# Nomes de cartas, cidades e regiões ficam como estão (são digitados nas jogadas).

## Cartas e mãos

cards-card-link = { $card } (liga { $regions })
cards-want-region = qualquer carta de { $region }
cards-hand-linking = Cartas de ligação
cards-hand-drew = Você comprou { $card }.
cards-hand-title =
    Sua mão na partida #{ $game } de Connections (rodada { $round } de { $rounds }, { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    }):
cards-hand-empty = (vazia)
cards-hand-file = mao
cards-note-drew = Pronto: você comprou **{ $card }**.
cards-note-stored = Pronto: salvo.

## /hand e Minha mão

cards-refuse-no-hands = Aqui se joga { $game }, que não tem mãos. Use `/board`.
cards-refuse-no-hands-button = Esta partida não tem mãos para mostrar.

## /trade

cards-refuse-not-connections = Trocas e parcerias só existem em Connections; aqui se joga { $game }. Use `/move` para jogar.
cards-refuse-not-player = { $name } não joga nesta partida; escolha entre { $players }.
cards-refuse-over = Esta partida terminou. Comece outra com `/game new`.
cards-refuse-resigned = Você desistiu desta partida, então não pode mais trocar nem convidar nela.
cards-refuse-repeated = Você já fez essa oferta; é a oferta #{ $offer }, ainda aberta.
cards-refuse-because = { $reason }. { $step }
cards-refuse-reason = { $reason }.
cards-step-offer = Confira suas cartas com `/hand` e suas ofertas com `/trade list`.
cards-step-answer = Veja as ofertas que você pode responder com `/trade list`.
cards-step-cancel = Veja suas próprias ofertas com `/trade list`.
cards-step-invite = Só dá para convidar para uma ligação sua que ainda não tenha parceria; veja `/board`.
cards-offer-sent = Oferta #{ $offer } enviada: sua carta { $give } por { $want }. Cancele com `/trade cancel offer:{ $offer }`.
cards-accept-done = Pronto: você trocou sua carta { $card } (oferta #{ $offer }).
cards-decline-done = Pronto: você recusou a oferta #{ $offer }.
cards-cancel-done = Pronto: você cancelou a oferta #{ $offer }.
cards-offer-line-mine = #{ $offer }: você oferece { $give } a { $player } por { $want }
cards-offer-line-theirs = #{ $offer }: { $player } oferece { $give } a você por { $want }
cards-list-made = **Ofertas que você fez**
cards-list-to-you = **Ofertas para você**
cards-list-none = nenhuma
cards-list-answer = Responda com `/trade accept offer:<n> card:<card>` ou `/trade decline offer:<n>`.

## A DM de uma oferta e seus controles

cards-offer-dm = **Oferta de troca #{ $offer }** na partida #{ $game } de Connections: { $player } oferece **{ $give }** a você por { $want }.
cards-offer-dm-choose = Escolha abaixo a carta que você dá (você confirma antes de qualquer troca) ou aperte **{ cards-offer-decline-button }**. A oferta expira quando começar a vez de um de vocês dois ou quando a rodada acabar.
cards-offer-dm-no-card = Você não tem nenhuma carta que responda a ela ({ $want }), então só pode apertar **{ cards-offer-decline-button }**. Se uma troca te der uma antes de a oferta expirar (quando começar a vez de um de vocês dois ou quando a rodada acabar), aceite com `/trade accept` no canal da partida.
cards-offer-select = Aceitar: escolha a carta que você dá
cards-offer-decline-button = Recusar
cards-offer-confirm-button = Confirmar a troca
cards-offer-choose = Escolha uma das cartas da lista.
cards-refuse-bad-card = Esse botão não indica nenhuma carta; escolha de novo na oferta.
cards-offer-confirm-ask = Dar sua carta **{ $mine }** por **{ $theirs }**? Uma troca não pode ser desfeita. Aperte **{ cards-offer-confirm-button }** ou escolha outra carta acima.
cards-offer-gone = A oferta #{ $offer } não está mais aberta, então nada foi trocado. Veja com `/trade list` no canal da partida as ofertas que você pode responder.
cards-refuse-not-yours = A oferta #{ $offer } não é para você: só quem a recebeu pode respondê-la.
cards-offer-traded = Você trocou sua carta { $card } por { $give }.
cards-offer-declined = Você recusou a oferta #{ $offer }.
cards-offer-closed-stale = A oferta de troca #{ $offer } está encerrada: foi respondida, cancelada ou expirou.
cards-offer-closed = A oferta de troca #{ $offer } ({ $give } por { $want }) está encerrada: { $reason }.
cards-closed-accepted = você aceitou: deu { $card } por { $give }
cards-closed-declined = você recusou
cards-closed-cancelled = { $player } cancelou
cards-closed-lapsed = ela expirou
cards-maker-accepted = { $player } aceitou sua oferta de troca #{ $offer } na partida #{ $game } de Connections: você deu **{ $give }** e recebeu **{ $got }**.
cards-maker-declined = { $player } recusou sua oferta de troca #{ $offer } ({ $give } por { $want }) na partida #{ $game }.
cards-maker-lapsed = Sua oferta de troca #{ $offer } para { $player } ({ $give } por { $want }) na partida #{ $game } expirou: { $reason }.
cards-lapsed-left = { $player } saiu da partida
cards-lapsed-round = a rodada acabou
cards-lapsed-card-gone = sua carta { $card } não está mais na sua mão
cards-lapsed-your-turn = começou a sua vez
cards-lapsed-their-turn = começou a vez de { $player }

## Parcerias

cards-invite-done = Pronto: seu convite de parceria na ligação { $link } foi enviado.
cards-invite-dm = <@{ $user }>, { $player } convida você para uma parceria na ligação **{ $link }** ({ $regions }) na partida #{ $game } de Connections. Para aceitar, na sua vez baixe uma carta de uma dessas regiões com `/move lay <card>`: ela começa ou aumenta sua fileira ali e firma a parceria na ligação (os pontos dela passam a ser divididos ao meio).
cards-invite-closed = O convite de { $player } para uma parceria na ligação **{ $link }** na partida #{ $game } de Connections está encerrado: { $reason }.
cards-invite-closed-over = a partida acabou
cards-invite-closed-round = a rodada acabou
cards-invite-closed-taken = você aceitou e agora está em parceria na ligação
cards-invite-closed-replaced = { $player } convidou { $other } no seu lugar
cards-invite-closed-withdrawn = o convite foi retirado

## Avisos no canal da partida quando uma DM não pode ser enviada

cards-notice-no-hand-dm = Não consegui mandar a mão de <@{ $user }> por DM; use `/hand` (e `/trade list` para as ofertas). Se você liberar DMs de membros do servidor, eu consigo mandar.
cards-notice-undelivered = <@{ $user }>, não consegui mandar por DM { $what }; { $where }.
cards-undelivered-offer = a oferta de troca #{ $offer } de { $player }
cards-undelivered-offer-where = veja com `/trade list`
cards-undelivered-invite = o convite de { $player } para uma parceria na ligação { $link }
cards-undelivered-invite-where = para aceitar, baixe na sua vez uma carta de { $regions } (`/move lay <card>`)

## Os pontos de uma rodada e a classificação final (na postagem do turno)

cards-points-title = **Pontos da rodada { $round }:**
cards-points-row = fileira { $region }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } { $points }
cards-points-link = ligação { $regions } ({ $who }): { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } = { $value }, { $share } → { $points }
cards-points-alone = sem parceria
cards-points-owner = dono, em parceria com { $partner }
cards-points-partner = em parceria com { $owner }, o dono
cards-points-share-all = tudo
cards-points-share-owner = metade do dono
cards-points-share-half = metade
cards-points-pairs = pares na mão de { $region } ({ $cards } na mão) { $points }
cards-points-nothing = nada na mesa, nenhum par na mão
cards-round-next = { $dealer } distribui as cartas da rodada { $round }; { $starter } começa. As mãos novas estão nas DMs de cada um (ou em `/hand`).
cards-final-title = **Classificação final**
cards-final-resigned = (desistiu)
cards-final-by-round = (por rodada: { $points })
