# Connections, el juego de cartas: lo que dicen sus reglas. Las variables entre { } conservan su nombre.
# $seat, $owner, $partner, $from, $to ...: el nombre de un jugador. $card: una carta de ciudad o de
# enlace (nombre propio, nunca se traduce). $region: el nombre de una región como lo escribe la
# notación (se queda igual). $usage, $move, $choices: notación, se queda igual. $offer: el número
# de una oferta. $cards, $regions: listas, ya unidas con «y».

## Listas

connections-list = { $first }, { $rest }
connections-either = { $first } o { $rest }

## Las cartas y a qué pertenecen

connections-card-regional = { $card } ({ $region })
connections-card-linking = { $card } (enlaza { $regions })
connections-want-region = cualquier carta de { $region }
connections-want-region-any = cualquier carta de { $region }

## Entradas rechazadas

connections-refuse-empty = escribe una acción, por ejemplo draw deck
connections-refuse-unknown-card = no hay ninguna carta llamada { $name }; las cartas llevan el nombre de su ciudad
connections-refuse-region-not-card = { $region } es una región; las cartas llevan el nombre de su ciudad ({ $usage })
connections-refuse-card-count = nombra { $count ->
    [one] una carta
   *[other] { $count } cartas
}: { $usage }
connections-refuse-not-seat-number = '{ $word }' no es un número de asiento: { $usage }
connections-refuse-not-offer-number = '{ $word }' no es un número de oferta: { $usage }
connections-refuse-draw-where = ¿robar de dónde? draw deck o draw discard
connections-refuse-meld-different = una combinación son tres cartas distintas
connections-refuse-link-shape = nombra una carta de enlace y una de sus regiones: { $usage }
connections-refuse-announce-extra = después de announce no va nada
connections-refuse-invite-shape = nombra un asiento y tu enlace: { $usage }
connections-refuse-offer-shape = escribe una oferta así: { $usage }
connections-refuse-offer-want = pide una sola región o una sola carta: { $usage }
connections-refuse-answer-which = nombra la oferta: { $usage }
connections-refuse-answer-shape = escríbelo así: { $usage }
connections-refuse-unknown-verb = acción desconocida '{ $verb }'; las acciones son { $verbs }

## Acciones que las reglas no permiten ahora

connections-refuse-not-held = no tienes { $card } en la mano
connections-refuse-seat-absent = { $seat } no juega en esta partida
connections-refuse-own-seat = nombra un asiento que no sea el tuyo
connections-refuse-seat-resigned = { $seat } se ha rendido
connections-refuse-not-your-turn = es el turno de { $seat }
connections-refuse-discard-now = después de robar tienes que descartar
connections-refuse-draw-now = ya has bajado cartas en este turno; termínalo con draw deck o draw discard
connections-refuse-discard-first = un turno empieza robando o bajando cartas (meld, link, lay); se descarta después de robar
connections-refuse-discard-empty = el descarte está vacío; draw deck
connections-refuse-deck-empty = el mazo está vacío y el descarte solo tiene su carta de arriba; draw discard
connections-refuse-meld-linking = { $card } es una carta de enlace; nunca entra en una combinación (colócala con link)
connections-refuse-meld-regions = esas cartas no son todas de una misma región
connections-refuse-lay-linking = { $card } es una carta de enlace; colócala con link { $card } <region>
connections-refuse-lay-closed = podrás añadir { $card } cuando tengas una fila de { $region } o un enlace hacia ella
connections-refuse-link-not-linking = { $card } no es una carta de enlace; bájala en una combinación o añádela
connections-refuse-link-region = { $card } enlaza { $regions }, no { $region }
connections-refuse-link-short = { $card } enlaza { $regions }; un enlace va en una fila de al menos 3 cartas
connections-refuse-link-no-row = { $card } enlaza { $regions }; no tienes ninguna fila allí
connections-refuse-link-which = nombra la fila: { $choices }
connections-refuse-link-no-fit = no tienes una fila de { $region } de 3 cartas o más; link { $card } { $fit } sí vale
connections-refuse-announce-last = en la última ronda nadie anuncia; termina tras dos vueltas sin bajar cartas
connections-refuse-announce-again = { $seat } ya ha anunciado el final de esta ronda
connections-refuse-announce-early = demasiado pronto para anunciar: cada jugador necesita { $needed } turnos en esta ronda ({ $seat } lleva { $taken })
connections-refuse-invite-not-linking = { $card } no es una carta de enlace; se invita a un enlace
connections-refuse-invite-not-on-table = { $card } no está en la mesa
connections-refuse-invite-not-owner = { $card } es el enlace de { $owner }; solo su dueño invita
connections-refuse-invite-partnered = { $card } ya tiene socio ({ $partner })
connections-refuse-invite-repeated = Ya invitaste a { $seat } a ser socio de { $card }; espera su respuesta o invita a otra persona.
connections-refuse-trade-on-turn = los intercambios esperan a que ninguno de los dos esté en su turno
connections-refuse-offer-held = ya tienes { $card }; pide una carta que no tengas
connections-refuse-no-offer = no hay ninguna oferta pendiente { $offer }
connections-refuse-cancel-not-yours = la oferta { $offer } no es tuya, no puedes cancelarla
connections-refuse-offer-not-for-you = la oferta { $offer } no es para ti
connections-refuse-accept-region = la oferta { $offer } pide una carta de { $region }; { $card } no lo es
connections-refuse-accept-card = la oferta { $offer } pide { $card }

## Qué pasó: la línea pública de cada acción

connections-did-discard = { $seat } descartó { $card }
connections-did-meld = { $seat } bajó { $cards }
connections-did-link = { $seat } colocó { $card } en su fila de { $region }
connections-did-lay = { $seat } añadió { $card }
connections-did-lay-join = { $seat } añadió { $card } y se hizo socio de { $links }
connections-owned-link = { $card } de { $owner }
connections-did-announce = { $seat } anunció el final de la ronda; cada uno de los demás tiene dos turnos más
connections-did-invite = { $seat } invitó a { $invited } a ser socio de { $card }
connections-did-offer = { $seat } hizo la oferta { $offer } a { $to }
connections-did-accept = { $seat } aceptó la oferta { $offer }: { $from } y { $seat } intercambiaron una carta
connections-did-decline = { $seat } rechazó la oferta { $offer } de { $from }
connections-did-cancel = { $seat } canceló la oferta { $offer } a { $to }
connections-did-draw-deck = { $seat } robó del mazo
connections-did-draw-reshuffle = { $seat } robó del mazo (el descarte, salvo su carta de arriba, se barajó como mazo nuevo)
connections-did-draw-discard = { $seat } tomó la carta de arriba del descarte
connections-did-resign = { $seat } se rindió
connections-did-deal = Ronda { $round } repartida por { $dealer }; empieza { $seat }
connections-then = { $action }. { $then }

## Cómo termina una ronda

connections-round-over = La ronda { $round } de { $rounds } ha terminado ({ $why })
connections-end-announce = anunciada por { $seat }
connections-end-quiet = dos vueltas sin bajar cartas
connections-end-exhausted = no queda ninguna carta para robar
connections-end-agreement = terminada de común acuerdo
connections-did-agree = Los jugadores acordaron terminar la partida; la ronda { $round } de { $rounds } ha terminado ({ $why })
connections-end-reason = Se han jugado las { $rounds } rondas

## La línea de estado bajo la mesa

connections-status = Ronda { $round } de { $rounds }. Puntos: { $scores }.
connections-seat-score = { $seat } { $points }

## Las jugadas en palabras

connections-label-draw-deck = Robar del mazo
connections-label-draw-discard = Tomar { $card } del descarte
connections-label-discard = Descartar { $card }
connections-label-meld = Bajar { $cards } ({ $region })
connections-label-lay = Añadir { $card } a una fila de { $region }
connections-label-link = Colocar { $card } en tu fila de { $region }
connections-label-announce = Anunciar: la ronda termina tras dos turnos más de cada uno
connections-label-accept = Aceptar la oferta { $offer } dando { $card }
connections-label-decline = Rechazar la oferta { $offer }
connections-label-cancel = Cancelar tu oferta { $offer }
connections-label-invite = Invitar a { $seat } a ser socio de { $card }

## Las jugadas en el historial (/history)

connections-history = { $words } ({ $move })
connections-history-draw-deck = robar del mazo
connections-history-draw-discard = tomar { $card } del descarte
connections-history-discard = descartar { $card }
connections-history-meld = bajar { $cards } ({ $region })
connections-history-lay = añadir { $card } a una fila de { $region }
connections-history-link = colocar { $card } en su fila de { $region }
connections-history-announce = anunciar: la ronda termina tras dos turnos más de cada uno
connections-history-decline = rechazar la oferta { $offer }
connections-history-cancel = cancelar su oferta { $offer }
connections-history-invite = invitar a { $seat } a ser socio de { $card }
connections-history-offer-hidden = oferta (cartas ocultas) a { $seat }
connections-history-accept-hidden = oferta aceptada (cartas ocultas)

## Preguntas antes de un intercambio o una invitación

connections-confirm-offer = ¿Ofrecer a { $seat } tu { $card } por { $want }?
connections-confirm-invite = ¿Invitar a { $seat } a ser socio de tu enlace { $card }?
connections-confirm-accept = ¿Dar a { $seat } tu { $card } por su { $give } (oferta { $offer })?
connections-confirm-decline = ¿Rechazar la oferta { $offer } de { $seat } ({ $what })?
connections-confirm-cancel = ¿Cancelar tu oferta { $offer } a { $seat } ({ $what })?
connections-trade = { $give } por { $want }

## Ofertas e invitaciones pendientes (privadas)

connections-pending-offer-from-me = Oferta n.º { $offer }: ofreces { $give } a { $to } por { $want }
connections-pending-offer-to-me = Oferta n.º { $offer }: { $from } te ofrece { $give } por { $want }
connections-pending-invited = { $owner } te invita a ser socio de { $card }
connections-pending-inviting = Invitaste a { $invited } a ser socio de { $card }

## La elección paso a paso: primero qué, luego qué cartas

connections-step-discard = Descartar una carta
connections-step-meld = Bajar tres cartas de una región
connections-step-lay = Añadir una carta a una fila
connections-step-link = Colocar una carta de enlace
connections-step-answer = Responder a una oferta
connections-step-cancel = Cancelar una de tus ofertas
connections-step-invite = Invitar a un socio a tu enlace
connections-step-linking = Cartas de enlace
connections-step-offer-to = Proponer un intercambio a { $seat }
connections-step-give = Dar { $card }
connections-step-any = Cualquier carta de { $region }
connections-step-ask = Pedir { $card }
connections-step-offer-from = Oferta { $offer } de { $from }: { $give } por { $want }
connections-step-offer-to-seat = Oferta { $offer } a { $to }: { $give } por { $want }

## Las preguntas de la elección paso a paso

connections-ask-what = ¿Qué vas a hacer?
connections-ask-region = ¿Qué región?
connections-ask-want = ¿Qué pides?
connections-ask-give = ¿Qué carta das?
connections-ask-want-card = ¿Qué carta pides?
connections-ask-answer = ¿Aceptar (con qué carta) o rechazar?
connections-ask-discard = ¿Qué carta descartas?
connections-ask-meld = ¿Qué tres cartas bajas?
connections-ask-lay = ¿Qué carta añades?
connections-ask-link = ¿Qué carta de enlace, en qué fila?
connections-ask-which-offer = ¿A qué oferta respondes?
connections-ask-cancel = ¿Qué oferta cancelas?
connections-ask-invite = ¿A quién invitas, con qué carta?
connections-ask-which = ¿Cuál?
connections-ask-card = ¿Qué carta?

## La mesa en palabras (tablero en texto)

connections-board-round = Ronda { $round } de { $rounds }.
connections-board-piles = Mazo: { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
}. Descarte: { $discards ->
    [one] { $discards } carta
   *[other] { $discards } cartas
}.
connections-board-top = Arriba del descarte: { $card }.
connections-board-player = { $seat }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}, { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} en la mano.
connections-board-row = Fila de { $region } de { $seat }:
connections-board-link = Enlace { $card } de { $owner },
connections-board-link-row = {"  "}en la fila de { $region }.
connections-board-link-partner = {"  "}en la fila de { $region }, socio { $partner }.
connections-board-link-invited = {"  "}en la fila de { $region }, { $invited } invitado.
connections-board-empty = Todavía no se ha bajado nada.
