# La mesa de cartas (Connections): manos, intercambios, alianzas, puntos de una ronda.
# Los nombres de cartas, ciudades y regiones se quedan como están (se escriben en las jugadas).

## Cartas y manos

cards-card-link = { $card } (enlaza { $regions })
cards-want-region = cualquier carta de { $region }
cards-hand-linking = Cartas de enlace
cards-hand-drew = Robaste { $card }.
cards-hand-title = Tu mano en la partida #{ $game } de Connections (ronda { $round } de { $rounds }, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }):
cards-hand-empty = (vacía)
cards-hand-file = mano
cards-note-drew = Hecho: robaste **{ $card }**.
cards-note-stored = Hecho: guardado.

## /hand y Mi mano

cards-refuse-no-hands = Aquí se juega { $game }, que no tiene manos. Usa `/board`.
cards-refuse-no-hands-button = Esta partida no tiene manos que mostrar.

## /trade

cards-refuse-not-connections = Los intercambios y las alianzas son de Connections; aquí se juega { $game }. Usa `/move` para jugarla.
cards-refuse-not-player = { $name } no juega en esta partida; elige entre { $players }.
cards-refuse-over = Esta partida ha terminado. Empieza una nueva con `/game new`.
cards-refuse-resigned = Te rendiste en esta partida, así que ya no puedes intercambiar ni invitar en ella.
cards-refuse-repeated = Ya hiciste esa oferta; es la oferta #{ $offer } y sigue abierta.
cards-refuse-because = { $reason }. { $step }
cards-refuse-reason = { $reason }.
cards-step-offer = Revisa tus cartas con `/hand` y tus ofertas con `/trade list`.
cards-step-answer = Mira las ofertas que puedes responder con `/trade list`.
cards-step-cancel = Mira tus propias ofertas con `/trade list`.
cards-step-invite = Solo un enlace tuyo sin socio admite una invitación; mira `/board`.
cards-offer-sent = Oferta #{ $offer } enviada: tu carta { $give } por { $want }. Cancélala con `/trade cancel offer:{ $offer }`.
cards-accept-done = Hecho: intercambiaste tu carta { $card } (oferta #{ $offer }).
cards-decline-done = Hecho: rechazaste la oferta #{ $offer }.
cards-cancel-done = Hecho: cancelaste la oferta #{ $offer }.
cards-offer-line-mine = #{ $offer }: ofreces { $give } a { $player } por { $want }
cards-offer-line-theirs = #{ $offer }: { $player } te ofrece { $give } por { $want }
cards-list-made = **Ofertas que hiciste**
cards-list-to-you = **Ofertas para ti**
cards-list-none = ninguna
cards-list-answer = Responde con `/trade accept offer:<n> card:<card>` o `/trade decline offer:<n>`.

## El MD de una oferta y sus controles

cards-offer-dm = **Oferta de intercambio #{ $offer }** en la partida #{ $game } de Connections: { $player } te ofrece **{ $give }** por { $want }.
cards-offer-dm-choose = Elige abajo la carta que das (confirmas antes de que se intercambie nada) o pulsa **{ cards-offer-decline-button }**. Caduca cuando empieza el turno de cualquiera de los dos o termina la ronda.
cards-offer-dm-no-card = No tienes ninguna carta que la responda ({ $want }), así que solo puedes pulsar **{ cards-offer-decline-button }**. Si un intercambio te trae una antes de que caduque (cuando empieza el turno de cualquiera de los dos o termina la ronda), acéptala con `/trade accept` en el canal de la partida.
cards-offer-select = Aceptar: elige la carta que das
cards-offer-decline-button = Rechazar
cards-offer-confirm-button = Confirmar el intercambio
cards-offer-choose = Elige una de las cartas de la lista.
cards-refuse-bad-card = Ese botón no nombra ninguna carta; vuelve a elegir en la oferta.
cards-offer-confirm-ask = ¿Das tu carta **{ $mine }** por **{ $theirs }**? Un intercambio no se puede deshacer. Pulsa **{ cards-offer-confirm-button }** o elige otra carta arriba.
cards-offer-gone = La oferta #{ $offer } ya no está abierta, así que no se intercambió nada. Con `/trade list` en el canal de la partida ves las ofertas que puedes responder.
cards-refuse-not-yours = La oferta #{ $offer } no es para ti: solo puede responderla quien la recibió.
cards-offer-traded = Intercambiaste tu carta { $card } por { $give }.
cards-offer-declined = Rechazaste la oferta #{ $offer }.
cards-offer-closed-stale = La oferta de intercambio #{ $offer } está cerrada: se respondió, se canceló o caducó.
cards-offer-closed = La oferta de intercambio #{ $offer } ({ $give } por { $want }) está cerrada: { $reason }.
cards-closed-accepted = la aceptaste: diste { $card } por { $give }
cards-closed-declined = la rechazaste
cards-closed-cancelled = { $player } la canceló
cards-closed-lapsed = caducó
cards-maker-accepted = { $player } aceptó tu oferta de intercambio #{ $offer } en la partida #{ $game } de Connections: diste **{ $give }** y recibiste **{ $got }**.
cards-maker-declined = { $player } rechazó tu oferta de intercambio #{ $offer } ({ $give } por { $want }) en la partida #{ $game }.
cards-maker-lapsed = Tu oferta de intercambio #{ $offer } a { $player } ({ $give } por { $want }) en la partida #{ $game } caducó: { $reason }.
cards-lapsed-left = { $player } dejó la partida
cards-lapsed-round = terminó la ronda
cards-lapsed-card-gone = tu carta { $card } ya no está en tu mano
cards-lapsed-your-turn = empezó tu turno
cards-lapsed-their-turn = empezó el turno de { $player }

## Alianzas

cards-invite-done = Hecho: enviaste tu invitación para ser socio de { $link }.
cards-invite-dm = <@{ $user }>, { $player } te invita a ser socio de su enlace **{ $link }** ({ $regions }) en la partida #{ $game } de Connections. Para unirte, en tu turno baja una carta de una de esas regiones con `/move lay <card>`: empieza o amplía tu fila allí y te hace socio del enlace (sus puntos se reparten entonces a medias).
cards-invite-closed = La invitación de { $player } para ser socio de su enlace **{ $link }** en la partida #{ $game } de Connections está cerrada: { $reason }.
cards-invite-closed-over = la partida terminó
cards-invite-closed-round = terminó la ronda
cards-invite-closed-taken = la aceptaste y ahora eres socio del enlace
cards-invite-closed-replaced = { $player } invitó a { $other } en su lugar
cards-invite-closed-withdrawn = se retiró

## Avisos en el canal de la partida cuando no se puede enviar un MD

cards-notice-no-hand-dm = <@{ $user }>, no pude enviarte tu mano por MD; usa `/hand` (y `/trade list` para las ofertas). Si permites los MD de los miembros del servidor, podré enviártela.
cards-notice-undelivered = <@{ $user }>, no pude enviarte por MD { $what }; { $where }.
cards-undelivered-offer = la oferta de intercambio #{ $offer } de { $player }
cards-undelivered-offer-where = mírala con `/trade list`
cards-undelivered-invite = la invitación de { $player } para ser socio de { $link }
cards-undelivered-invite-where = para unirte, baja en tu turno una carta de { $regions } (`/move lay <card>`)

## Los puntos de una ronda y la clasificación final (en la publicación del turno)

cards-points-title = **Puntos de la ronda { $round }:**
cards-points-row = fila { $region }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } { $points }
cards-points-link = enlace { $regions } ({ $who }): { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } = { $value }, { $share } → { $points }
cards-points-alone = sin socio
cards-points-owner = dueño, con { $partner } de socio
cards-points-partner = socio de { $owner }
cards-points-share-all = todo
cards-points-share-owner = mitad del dueño
cards-points-share-half = mitad
cards-points-pairs = parejas en la mano { $region } ({ $cards } en la mano) { $points }
cards-points-nothing = nada en la mesa, ninguna pareja en la mano
cards-round-next = La ronda { $round } la reparte { $dealer }; empieza { $starter }. Las manos nuevas están en los MD de cada uno (o en `/hand`).
cards-final-title = **Clasificación final**
cards-final-resigned = (se rindió)
cards-final-by-round = (por ronda: { $points })
