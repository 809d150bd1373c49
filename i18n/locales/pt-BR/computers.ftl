# Jogadores computador: o botão Adicionar computador da sala de espera e a escolha de nível,
# e um computador que assume o lugar de quem saiu.

## Adicionar computador
computers-which-level = Em que nível o computador deve jogar?
computers-choose-level = Escolha o nível
computers-easy = Fácil
computers-easy-about = Fácil: joga solto, bom para aprender
computers-medium = Médio
computers-medium-about = Médio: uma disputa equilibrada
computers-hard = Difícil
computers-hard-about = Difícil: joga o melhor que pode
computers-joined-start = { $name } entrou; começa a partida #{ $id } de { $game }.
computers-joined = { $name } entrou na sala de espera da partida #{ $id }.

## Um computador assume um lugar (publicado no canal)
computers-substitute-resigned =
    { $name } desistiu: um computador ({ $level ->
        [easy] fácil
        [hard] difícil
       *[medium] médio
    }) assume o lugar de { $name } na partida #{ $id }, que continua. O resultado de { $name } é uma derrota; o lugar do computador não conta para o rating.
computers-substitute-timeout =
    { $name } ficou sem tempo: um computador ({ $level ->
        [easy] fácil
        [hard] difícil
       *[medium] médio
    }) assume o lugar de { $name } na partida #{ $id }, que continua. O resultado de { $name } é uma derrota; o lugar do computador não conta para o rating.

## A computer seat's name (in the server's language, as its players' names are shown to all)
computers-name = { $number ->
    [1] Computador
   *[other] Computador { $number }
} ({ $level ->
    [easy] fácil
    [medium] médio
   *[hard] difícil
})
