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
computers-hard-about = Difícil: o mais forte que ele sabe jogar
computers-joined-start = { $name } entrou; a partida de { $game } #{ $id } começa.
computers-joined = { $name } entrou na sala de espera da partida #{ $id }.

## Um computador assume um lugar (publicado no canal)
computers-substitute-resigned = { $name } desistiu: um computador ({ $level ->
    [easy] fácil
    [hard] difícil
   *[medium] médio
}) assume o lugar na partida #{ $id } e a partida continua. O resultado de { $name } é uma derrota; o lugar do computador não conta para o ranking.
computers-substitute-timeout = O tempo de { $name } acabou: um computador ({ $level ->
    [easy] fácil
    [hard] difícil
   *[medium] médio
}) assume o lugar na partida #{ $id } e a partida continua. O resultado de { $name } é uma derrota; o lugar do computador não conta para o ranking.
