# Cuvintele adaptorului Discord.
discord-sorry = Ceva n-a mers bine la Breaker; nu s-a schimbat nimic. Încearcă din nou, te rog.
discord-stopping = Breaker repornește: nu s-a schimbat nimic. Încearcă din nou peste un minut.
discord-bad-option = Nu am putut citi opțiunea `{ $input }`: { $error }
discord-bad-option-unnamed = Nu am putut citi opțiunea: { $error }
discord-bad-choice = valoarea nu e una dintre variante; alege una din lista pe care o arată Discord
discord-bad-number = valoarea nu este un număr întreg
discord-bad-bool = valoarea nu este nici `true`, nici `false`
discord-bad-count = comanda a primit prea puține sau prea multe opțiuni; scrie-o din nou din meniul Discord
discord-bad-value = opțiunea nu acceptă această valoare; alege-o din meniul Discord
discord-unknown-command = Nu cunosc comanda `/{ $command }`; tastează `/` ca să vezi comenzile lui Breaker. Nu s-a schimbat nimic.
discord-malformed-options = Nu am putut citi opțiunile comenzii `/{ $command }` (o valoare de alt tip?); scrie comanda din nou din meniul Discord. Nu s-a schimbat nimic.
discord-answered-privately = (răspuns trimis în privat)
discord-answered-publicly = (răspuns trimis în canal)
discord-thread-hello = Partida #{ $game } se joacă în acest fir: mutările, tablele și mementourile vin aici; rezultatul se anunță și în canal.

discord-server-install-only = Comanda aceasta merge doar pe un server în care a fost adăugat Breaker: un moderator al serverului îl poate adăuga din profilul lui Breaker (**Adaugă aplicația** → **Adaugă pe server**). Nu s-a schimbat nimic.
