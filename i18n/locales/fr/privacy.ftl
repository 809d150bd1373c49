# /privacy et ses boutons. $former est le nom enregistré des joueurs supprimés.

## Buttons
privacy-button-delete = Supprimer mes données
privacy-button-confirm = Confirmer
privacy-button-keep = Garder mes données

## /privacy
privacy-title = **Ce que ce bot enregistre sur toi**
privacy-names = - Ton identifiant d'utilisateur Discord et le pseudo que tu avais quand tu as joué ({ $names }).
privacy-names-none = - Ton identifiant d'utilisateur Discord et ton pseudo dès que tu joues.
privacy-games = - Tes parties : { $running ->
    [one] { $running } partie ouverte ou en cours
   *[other] { $running } parties ouvertes ou en cours
  } et { $finished ->
    [one] { $finished } partie passée
   *[other] { $finished } parties passées
  }, avec chaque coup et son heure.{ $hands }
privacy-hands = { " " }Dans { $games }, ta main est enregistrée avec la partie tant qu'elle dure.
privacy-ratings = - Cotes : { $ratings ->
    [one] { $ratings } cote
   *[other] { $ratings } cotes
  } (une par serveur et par jeu), avec { $changes ->
    [one] { $changes } changement de cote
   *[other] { $changes } changements de cote
  }.
privacy-settings = - Réglages : { $notify } ; { $language }.
privacy-notify = ton choix `/notify` ({ $how ->
    [mention] une mention dans le salon
    [both] une mention et un MP
    [dm] un MP
    [off] rien
    [digest] un résumé quotidien par MP
   *[other] défini
  })
privacy-notify-none = aucun choix `/notify` (tu n'en as jamais fait)
privacy-language = ton choix `/language` ({ $language })
privacy-language-none = aucun choix `/language`
privacy-language-locale = , et la langue de ton application Discord au moment du choix ({ $locale }), pour les MP
privacy-plans = - Réponses prévues : { $plans ->
    [one] { $plans } réponse prévue
   *[other] { $plans } réponses prévues
  } en attente dans des parties en cours, vues par personne d'autre avant d'être jouées ; elles disparaissent quand la partie avance.
privacy-how-long-title = **Pour combien de temps**
privacy-how-long = Les parties, les coups et les cotes sont gardés comme l'historique du serveur tant que le bot est sur ce serveur. Si le bot est retiré d'un serveur, tout ce qui concerne ce serveur est supprimé au bout de { $days ->
    [one] { $days } jour
   *[other] { $days } jours
  }. Les messages en attente d'envoi sont gardés 7 jours après leur envoi.
privacy-delete-explained = **{ privacy-button-delete }** abandonne tes parties en cours (les tables sont prévenues), te retire de tes salons d'attente, t'affiche comme « { $former } » dans les parties terminées, et supprime tes cotes, tes réglages et tes réponses prévues. C'est irréversible.

## Delete my data
privacy-confirm = Supprimer tes données ? Tes parties en cours sont abandonnées, tu quittes tes salons d'attente, les parties terminées affichent « { $former } » au lieu de ton nom, et tes cotes et réglages sont supprimés. Appuie sur **{ privacy-button-confirm }** pour le faire ; c'est irréversible.
privacy-kept = Rien n'a été supprimé : tes données restent telles quelles.
privacy-done = C'est fait : { $did }plus rien de ce qui est enregistré ici ne te nomme : les parties terminées affichent « { $former } », et tes cotes et réglages sont supprimés. Si tu rejoues, tu repars de zéro.
privacy-did = j'ai { $actions }, et{ " " }
privacy-resigned = abandonné { $count ->
    [one] { $count } partie
   *[other] { $count } parties
  } ({ $ids })
privacy-left = quitté { $count ->
    [one] un salon d'attente
   *[other] { $count } salons d'attente
  } ({ $ids })
