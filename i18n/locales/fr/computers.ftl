# Joueurs ordinateurs : le bouton Ajouter un ordinateur du salon d'attente et le choix du
# niveau, et un ordinateur qui prend la place d'un joueur parti.

## Ajouter un ordinateur
computers-which-level = À quel niveau l'ordinateur doit-il jouer ?
computers-choose-level = Choisis son niveau
computers-easy = Facile
computers-easy-about = Facile : joue sans trop réfléchir, idéal pour apprendre
computers-medium = Moyen
computers-medium-about = Moyen : un combat équilibré
computers-hard = Difficile
computers-hard-about = Difficile : le plus fort dont il est capable
computers-joined-start = { $name } a rejoint la partie ; la partie { $game } #{ $id } commence.
computers-joined = { $name } a rejoint le salon d'attente de la partie #{ $id }.

## Un ordinateur prend une place (publié dans le salon)
computers-substitute-resigned = { $name } a abandonné : un ordinateur ({ $level ->
    [easy] facile
    [hard] difficile
   *[medium] moyen
}) prend sa place dans la partie #{ $id } et la partie continue. Pour { $name }, c'est une défaite ; la place de l'ordinateur n'est pas classée.
computers-substitute-timeout = { $name } a dépassé son temps : un ordinateur ({ $level ->
    [easy] facile
    [hard] difficile
   *[medium] moyen
}) prend sa place dans la partie #{ $id } et la partie continue. Pour { $name }, c'est une défaite ; la place de l'ordinateur n'est pas classée.

## A computer seat's name (in the server's language, as its players' names are shown to all)
computers-name = { $number ->
    [1] Ordinateur
   *[other] Ordinateur { $number }
} ({ $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
})
