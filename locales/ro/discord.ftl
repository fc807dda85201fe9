# Cuvintele adaptorului Discord.
discord-sorry = Ceva nu a mers bine la Breaker; nu s-a schimbat nimic. Te rugăm să încerci din nou.
discord-stopping = Breaker repornește: nu s-a schimbat nimic. Încearcă din nou peste un minut.
discord-bad-option = Nu am putut citi opțiunea `{ $input }`: { $error }
discord-bad-option-unnamed = Nu am putut citi o opțiune: { $error }
discord-unknown-command = Nu cunosc comanda `/{ $command }`; tastează `/` ca să vezi comenzile lui Breaker. Nu s-a schimbat nimic.
discord-malformed-options = Nu am putut citi opțiunile lui `/{ $command }` (o valoare de alt tip?); scrie din nou comanda din meniul Discord. Nu s-a schimbat nimic.
discord-answered-privately = (răspuns privat)
discord-answered-publicly = (răspuns în canal)
discord-thread-hello = Partida #{ $game } se joacă în acest fir: mutările, tablele și mementourile vin aici; rezultatul este anunțat și în canal.
