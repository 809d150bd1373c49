# /privacy e seus botões. $former é o nome guardado de jogadores apagados.

## Buttons
privacy-button-delete = Apagar meus dados
privacy-button-confirm = Confirmar
privacy-button-keep = Manter meus dados

## /privacy
privacy-title = **O que este bot guarda sobre você**
privacy-names = - Seu ID de usuário do Discord e o nome de exibição que você tinha quando jogou ({ $names }).
privacy-names-none = - Seu ID de usuário do Discord e seu nome de exibição assim que você jogar.
privacy-games =
    - Suas partidas: { $running ->
        [0] { $running } partidas abertas ou em andamento
        [one] { $running } partida aberta ou em andamento
       *[other] { $running } partidas abertas ou em andamento
    } e { $finished ->
        [0] { $finished } partidas anteriores
        [one] { $finished } partida anterior
       *[other] { $finished } partidas anteriores
    }, com cada jogada e quando foi feita.{ $hands }
privacy-hands = { " " }Em { $games }, sua mão faz parte da partida salva enquanto ela dura.
privacy-ratings =
    - Ratings: { $ratings ->
        [0] { $ratings } ratings
        [one] { $ratings } rating
       *[other] { $ratings } ratings
    } (um por servidor e jogo), com { $changes ->
        [0] { $changes } mudanças de rating
        [one] { $changes } mudança de rating
       *[other] { $changes } mudanças de rating
    }.
privacy-settings = - Configurações: { $notify }; { $language }.
privacy-notify = sua escolha de `/notify` ({ $how ->
    [mention] uma menção no canal
    [both] uma menção e uma DM
    [dm] uma DM
    [off] nada
    [digest] uma DM de resumo por dia
   *[other] definida
  })
privacy-notify-none = nenhuma escolha de `/notify` (você nunca escolheu)
privacy-language = sua escolha de `/language` ({ $language })
privacy-language-none = nenhuma escolha de `/language`
privacy-language-locale = , e o idioma do seu aplicativo do Discord quando você escolheu ({ $locale }), para DMs
privacy-plans =
    - Respostas planejadas: { $plans ->
        [0] { $plans } respostas planejadas
        [one] { $plans } resposta planejada
       *[other] { $plans } respostas planejadas
    } esperando em partidas em andamento, que ninguém mais vê até serem jogadas; elas são descartadas quando a partida avança.
privacy-how-long-title = **Por quanto tempo**
privacy-how-long = Partidas, jogadas e ratings ficam guardados como histórico do servidor enquanto o bot estiver nele. Se o bot for removido de um servidor, tudo desse servidor é apagado depois de { $days ->
    [one] { $days } dia
   *[other] { $days } dias
  }. Mensagens esperando envio ficam guardadas 7 dias depois de enviadas.
privacy-delete-explained = **{ privacy-button-delete }** faz você desistir das suas partidas em andamento (os canais delas são avisados), tira você das suas salas de espera, mostra você como “{ $former }” nas partidas terminadas e apaga seus ratings, configurações e respostas planejadas. Não dá para desfazer.

## Delete my data
privacy-confirm = Apagar seus dados? Você desiste das suas partidas em andamento, sai das suas salas de espera, as partidas terminadas mostram “{ $former }” no lugar do seu nome, e seus ratings e configurações são apagados. Aperte **{ privacy-button-confirm }** para fazer isso; não dá para desfazer.
privacy-kept = Nada foi apagado: seus dados continuam como estavam.
privacy-done = Pronto: { $did }nada do que está guardado aqui leva mais o seu nome: as partidas terminadas mostram “{ $former }”, e seus ratings e configurações foram apagados. Se jogar de novo, você começa do zero.
privacy-did = { $actions }, e{ " " }
privacy-resigned = desisti de { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
  } ({ $ids })
privacy-left = saí de { $count ->
    [one] uma sala de espera
   *[other] { $count } salas de espera
  } ({ $ids })
