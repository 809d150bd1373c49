# Tournois (bot/features/tournaments/, bot/services/tournament*.py) : réponses à /tournament
# dans la langue du joueur ; inscriptions, classement, annonce finale et fils dans la langue
# du serveur.

## The formats (a tournament's kind), as words
tournaments-format = { $format ->
    [round-robin] toutes rondes
    [swiss] système suisse
   *[knockout] élimination directe
}

## Answers to /tournament and the sign-up buttons (private)
tournaments-done-new = C'est fait : les inscriptions au tournoi #{ $tournament } sont ouvertes dans ce salon.
tournaments-done-join = C'est fait : ton inscription au tournoi #{ $tournament } est enregistrée.
tournaments-done-leave = C'est fait : tu as quitté le tournoi #{ $tournament }.
tournaments-done-start = C'est fait : le tournoi #{ $tournament } a commencé ; ses parties s'ouvrent dans des fils.
tournaments-done-computer = C'est fait : { $name } est inscrit au tournoi #{ $tournament }.
tournaments-done-cancel = C'est fait : le tournoi #{ $tournament } est annulé.
tournaments-done-withdraw = C'est fait : ton retrait du tournoi #{ $tournament } est enregistré ({ $count ->
    [one] { $count } partie abandonnée
   *[other] { $count } parties abandonnées
}).
tournaments-withdraw-unconfirmed = Je n'ai pas pu confirmer que ton abandon a été enregistré dans { $count ->
    [one] la partie
   *[other] les parties
} { $games } : le stockage des parties ne répondait plus. Vérifie dans un instant avec `/board` dans leurs fils.
tournaments-withdraw-failed = Le stockage des parties n'a pas répondu pour { $count ->
    [one] la partie { $games }, qui n'est pas encore abandonnée
   *[other] les parties { $games }, qui ne sont pas encore abandonnées
} : relance `/tournament withdraw` dans un instant.

## /tournament list
tournaments-list-line = #{ $tournament } { $title }, { $format } : { $state }, dans { $channel }
tournaments-state-signup = inscriptions ouvertes
tournaments-state-round = { $rounds ->
    [0] ronde { $round }
   *[other] ronde { $round } sur { $rounds }
}
tournaments-state-finished = terminé
tournaments-state-cancelled = annulé
tournaments-list-none-live = Aucun tournoi n'est ouvert ou en cours ici.
tournaments-list-over = Terminés (les plus récents d'abord ; `/tournament standings tournament:<n>` en montre un) :
tournaments-list-never = Aucun tournoi n'a encore eu lieu ici. Lance-en un avec `/tournament new`.
tournaments-more = … et { $count } de plus.

## The sign-up message (an embed, with buttons)
tournaments-signup-title = Tournoi #{ $tournament } · inscriptions
tournaments-button-join = Participer
tournaments-button-leave = Se désinscrire
tournaments-button-start = Lancer
tournaments-button-computer = Ajouter un ordinateur
tournaments-signup-game = **Jeu :** { $title } · **Formule :** { $format }
tournaments-signup-tables = **Tables de** { $size }
tournaments-signup-rounds = **Rondes :** { $rounds }
tournaments-signup-time-limit = **Limite de temps :** { $hours } h par coup ; qui dépasse le temps perd la partie.
tournaments-signup-options = **Options :** { $options }.
tournaments-signup-options-separator = {" ; "}
tournaments-signup-entrants = { $most ->
    [0] **Inscrits** ({ $count }) :
   *[other] **Inscrits** ({ $count } sur { $most }) :
}
tournaments-signup-nobody = personne pour l'instant
tournaments-signup-press = Appuie sur **{ tournaments-button-join }** pour jouer. L'organisateur appuie sur **{ tournaments-button-start }**.
tournaments-signup-closes = Les inscriptions se ferment { $when }.
tournaments-signup-started = Les inscriptions sont closes : le tournoi a commencé.

## Notes kept with a tournament (why it ended or started as it did)
tournaments-note-cancelled-by-organiser = L'organisateur a annulé le tournoi.
tournaments-note-cancelled-by-moderator = Un membre ayant la permission « Gérer le serveur » a annulé le tournoi.
tournaments-note-cancelled-unnamed = L'organisateur ou un membre ayant la permission « Gérer le serveur » a annulé le tournoi.
tournaments-note-too-few = Les inscriptions se sont closes avec { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}, moins que les { $need } nécessaires : le tournoi est donc annulé.
tournaments-note-too-many = Les inscriptions se sont closes avec { $count } joueurs. { $reason } Le tournoi est annulé.
tournaments-note-fewer-rounds = Il compte { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}, et non les { $asked } demandées : { $count } joueurs peuvent s'affronter au plus en { $most } rondes sans se retrouver deux fois.
tournaments-note-no-repeat-free = La ronde { $next } ne peut pas être appariée sans que deux joueurs se retrouvent (ceux qui restent se sont tous déjà affrontés) : le tournoi se termine donc après la ronde { $round }.

## The standings message (edited after every result) and /tournament standings
tournaments-standings-head = **Classement du tournoi #{ $tournament }** · { $state }
tournaments-standings-cancelled = Annulé. { $note }
tournaments-standings-finished = Terminé. { $note }
tournaments-standings-round = { $rounds ->
    [0] Ronde { $round }.
   *[other] Ronde { $round } sur { $rounds }.
}
tournaments-standings-line = { $place }\. { $name } — { $points } { $points ->
    [one] pt
   *[other] pts
} ({ $ties }{ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
tournaments-standings-tie = { $name } { $value }
tournaments-standings-tie-separator = {", "}
tournaments-standings-tie-end = {" ; "}
tournaments-withdrew = { $name } (retrait)
tournaments-standings-legend = -# S-B = Sonneborn-Berger.
tournaments-standings-playing = Parties en cours :

## The tie-breaks' names
tournaments-tie-buchholz = Buchholz
tournaments-tie-head-to-head = Confrontation directe
tournaments-tie-sonneborn-berger = Sonneborn-Berger
tournaments-tie-sb = S-B

## The final post
tournaments-final-cancelled = Le tournoi #{ $tournament } a été annulé. { $note }
tournaments-final-over = Le tournoi #{ $tournament } est terminé : { $count ->
    [one] { $winners } l'emporte !
   *[other] { $winners } se partagent la victoire !
} Classement final ci-dessous. { $note }
tournaments-final-picture = Tournoi #{ $tournament } · { $title } · classement final
tournaments-final-file = tournoi-{ $tournament }-{ $page }.png

## A pairing's thread and its first line
tournaments-pairing = { $replay ->
    [0] Tournoi { $tournament }, ronde { $round }
   *[other] Tournoi { $tournament }, ronde { $round }, rejouée { $replay }
}
tournaments-thread = { $pairing } : { $players }
tournaments-versus-pair = { $first } contre { $second }
tournaments-greeting = { $pairing } : { $players }. Votre partie se joue dans ce fil ; { $count ->
    [one] { $first } joue en premier.
   *[other] { $first } jouent en premier.
}
tournaments-game-cancelled = Le tournoi #{ $tournament } a été annulé : cette partie s'arrête donc sans être finie.

## Refusals
tournaments-refuse-no-server = Les tournois se jouent sur les serveurs : lance cette commande dans un salon de serveur.
tournaments-refuse-text-channel = Ouvre un tournoi dans un salon textuel d'un serveur : ses parties y auront leurs fils.
tournaments-refuse-none-here = Il n'y a pas de tournoi dans ce salon ; indiques-en un avec `tournament:` (`/tournament list`).
tournaments-refuse-unknown = Il n'y a pas de tournoi #{ $tournament } ici ; `/tournament list` les montre.
tournaments-refuse-format = Choisis une formule : { $formats }.
tournaments-refuse-table-size = { $title } se joue de { $least } à { $most } joueurs ; choisis une table_size dans cet intervalle.
tournaments-refuse-pairs-only = Le système suisse et l'élimination directe opposent deux joueurs par partie : choisis toutes rondes pour des tables de 3 ou plus.
tournaments-refuse-rounds-swiss-only = Seul un tournoi au système suisse prend `rounds` ; laisse-le de côté pour cette formule.
tournaments-refuse-max-below-table = max_players doit valoir au moins la taille des tables ({ $size }).
tournaments-refuse-max-for-tables = { $reason } Choisis un max_players jusqu'à ce nombre.
tournaments-refuse-rounds-too-many = { $count } joueurs peuvent s'affronter au plus en { $most } rondes sans se retrouver deux fois : choisis rounds jusqu'à { $most }, ou un max_players plus grand.
tournaments-refuse-option = { $problem }. Laisse cette option de côté, ou consulte `/rules game:{ $game }`.
tournaments-refuse-closed-open-ones = Les inscriptions au tournoi #{ $tournament } sont closes ; `/tournament list` montre ceux qui sont ouverts.
tournaments-refuse-closed = Les inscriptions au tournoi #{ $tournament } sont closes.
tournaments-refuse-already-in = Ton inscription au tournoi #{ $tournament } est déjà enregistrée ; appuie sur **{ tournaments-button-leave }** pour te retirer.
tournaments-refuse-full = Le tournoi #{ $tournament } est complet ({ $most } joueurs).
tournaments-refuse-not-in = Tu ne figures pas parmi les inscrits du tournoi #{ $tournament } : il n'y a rien à quitter.
tournaments-refuse-computer-organiser = Seul l'organisateur ({ $organiser }) peut ajouter un ordinateur au tournoi #{ $tournament }.
tournaments-refuse-level = Choisis un niveau : { $levels }.
tournaments-refuse-computer-race = Un autre ordinateur vient d'être ajouté ; appuie encore sur **{ tournaments-button-computer }**.
tournaments-refuse-start-organiser = Seul l'organisateur ({ $organiser }) peut lancer le tournoi #{ $tournament }.
tournaments-refuse-too-few = Le tournoi #{ $tournament } a besoin d'au moins { $need } joueurs ; il en a { $count }. Attends-en d'autres, ou appuie sur **{ tournaments-button-computer }**.
tournaments-refuse-too-many = { $reason } Le tournoi #{ $tournament } en a { $count }.
tournaments-refuse-started = Le tournoi #{ $tournament } a déjà commencé.
tournaments-refuse-withdraw-signup = Le tournoi n'a pas commencé : appuie plutôt sur **{ tournaments-button-leave }** (ou `/tournament leave`).
tournaments-refuse-withdraw-over = Le tournoi #{ $tournament } est terminé : il n'y a plus à s'en retirer.
tournaments-refuse-not-a-player = Tu ne joues pas dans le tournoi #{ $tournament }.
tournaments-refuse-withdrawn = Ton retrait du tournoi #{ $tournament } est déjà enregistré.
tournaments-refuse-cancel-who = Seul l'organisateur ({ $organiser }) ou un membre ayant la permission « Gérer le serveur » peut annuler le tournoi #{ $tournament }.
tournaments-refuse-over = Le tournoi #{ $tournament } est déjà terminé.
tournaments-too-many-for-tables = Un tournoi toutes rondes à des tables de { $size } accepte au plus { $most } joueurs : au-delà, impossible de composer les tables pour que chaque paire de joueurs se rencontre à peu près aussi souvent.
