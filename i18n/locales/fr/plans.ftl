# Réponses prévues (docs/planned-replies.md) : /plan, « Prévoir une réponse » après un coup
# confirmé avec Jouer, les messages privés et la préparation sur la table web.

## Une ligne d'un plan, à l'intérieur d'autres phrases
plans-line-if = si { $player } joue { $theirs }, tu joues { $mine }
plans-line-then = puis, si { $player } joue { $theirs }, tu joues { $mine }
plans-line-chain = { $first } ; { $rest }

## Refus
plans-refuse-not-player = Tu ne joues pas dans cette partie, tu ne peux donc pas y prévoir de réponses.
plans-refuse-no-plans = Tu ne joues pas dans cette partie, tu n'y as donc aucun plan.
plans-refuse-two-players = Les réponses prévues ne concernent que les parties à deux joueurs sans rien de caché ; cette partie { $game } compte { $players } joueurs.
plans-refuse-over = Cette partie est terminée, il n'y a plus rien à prévoir.
plans-refuse-own-turn = C'est ton tour : joue d'abord ton coup, puis prévois tes réponses au coup suivant de ton adversaire.
plans-refuse-not-waiting = Tu ne peux prévoir des réponses que pendant le tour de ton adversaire.
plans-refuse-no-game = Il n'y a ici aucune partie en cours où prévoir des réponses.
plans-refuse-stale = La partie a avancé pendant que tu préparais ce plan, qui ne convient donc plus. Recommence à partir du plateau tel qu'il est maintenant.
plans-refuse-pairs = Donne une réponse à chaque coup de ton adversaire : `then_play` va avec `then_if`.
plans-refuse-half = Donne `then_if` et `then_play` ensemble, ou aucun des deux ; rien n'a été prévu.
plans-refuse-already = Tu avais déjà prévu cela : { $line }.
plans-refuse-too-many = Une partie garde au plus { $max } réponses prévues ; utilise `/plan clear`, puis prévois les plus probables.
plans-refuse-gone = Ce choix n'est plus proposé. Recommence le plan.
plans-refuse-over-after = La partie serait terminée après `{ $after }`, donc `{ $option }` n'a rien à quoi répondre.
plans-refuse-not-your-move = Ce ne serait pas ton tour après `{ $after }`, donc `{ $option }` ne peut pas être prévu.
plans-refuse-not-their-move = Ce ne serait pas à { $player } de jouer après `{ $after }`, donc `{ $option }` ne peut pas être prévu.
plans-refuse-illegal = `{ $option }` : `{ $move }` n'est pas un coup légal { $when } ({ $why }). Choisis-en un dans la liste.
plans-option-move = coup { $n }
plans-when-now-theirs = pour { $player } maintenant
plans-when-after-theirs = pour { $player } après `{ $after }`
plans-when-after-yours = pour toi après `{ $after }`

## Réponses à /plan et à « Confirmer le plan »
plans-added = Prévu, en privé : { $line }.
plans-added-replaces = Cela remplace ta réponse précédente à ce coup.
plans-added-how = Elle est jouée aussitôt si ce coup arrive ; tout autre coup annule tes plans, et je te préviens par MP. Tu as { $count ->
        [one] 1 réponse prévue
       *[other] { $count } réponses prévues
    } ici (`/plan list` les montre, `/plan clear` les annule).
plans-list-title = **Tes réponses prévues** (toi seul les vois) :
plans-list-none = Tu n'as aucune réponse prévue dans cette partie. Prévois-en une avec `/plan add`, ou avec **{ plans-button }** après avoir confirmé un coup avec **{ play-button }**.
plans-list-file = reponses-prevues.txt
plans-cleared = C'est fait : { $count ->
        [one] ta réponse prévue ici est annulée.
       *[other] tes { $count } réponses prévues ici sont annulées.
    }
plans-cleared-none = Tu n'avais aucune réponse prévue dans cette partie, rien n'a donc été annulé.

## Prévoir une réponse (les étapes après un coup confirmé avec Jouer)
plans-button = Prévoir une réponse
plans-another = En prévoir une autre
plans-then = Ensuite, si l'adversaire joue…
plans-back = Retour
plans-confirm = Confirmer le plan
plans-start-again = Recommencer
plans-choose = Choisis…
plans-flow-heading = **{ plans-button }** dans la partie { $game } #{ $id } (toi seul vois ceci)
plans-flow-if = Si { $player } joue…
plans-flow-if-you = Si { $player } joue { $theirs }, tu joues…
plans-flow-after = À la suite de : { $line }.
plans-flow-so-far = Jusqu'ici : { $steps }
plans-flow-choose = Choisis ci-dessous.
plans-flow-preview = Le plateau ci-dessous montre les deux coups joués. **{ plans-confirm }** le garde (personne d'autre ne le voit avant qu'il soit joué) ; sinon, **{ plans-back }**.
plans-preview-file = plan.png
plans-flow-stale = La partie { $game } #{ $id } a avancé depuis que tu as ouvert ceci : ces choix ne conviennent peut-être plus. Recommence à partir de la position actuelle.

## Messages privés quand des plans sont annulés
plans-note-taken-back = Tes réponses prévues dans la partie { $game } #{ $id } sont annulées : un coup a été repris.
plans-note-unplanned = Dans la partie { $game } #{ $id }, { $player } a joué { $move }, que tu n'avais pas prévu : tes réponses prévues y sont donc annulées.{ $yours ->
        [yes] {" "}C'est ton tour.
       *[other] {""}
    }
plans-note-not-legal = Dans la partie { $game } #{ $id }, { $player } a joué { $move }, mais ta réponse prévue `{ $reply }` n'y est pas légale : elle n'a pas été jouée et tes plans y sont annulés.{ $yours ->
        [yes] {" "}C'est ton tour.
       *[other] {""}
    }

## Prévoir sur la table web (sans Markdown : la page montre le texte tel quel)
plans-web-if = Si { $player } joue…
plans-web-if-you = Si { $player } joue { $theirs }, tu joues…
plans-web-after = À la suite de : { $line }.
plans-web-added = Prévu, en privé : { $line }.
plans-web-added-how = Elle est jouée aussitôt si ce coup arrive ; tout autre coup annule tes plans, et je te préviens par MP. Tu as { $count ->
        [one] 1 réponse prévue
       *[other] { $count } réponses prévues
    } dans cette partie.
plans-web-cleared = { $count ->
        [one] Ta réponse prévue dans cette partie est annulée.
       *[other] Tes { $count } réponses prévues dans cette partie sont annulées.
    }
