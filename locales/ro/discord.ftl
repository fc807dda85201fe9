# Cuvintele adaptorului Discord.
discord-sorry = Ceva nu a mers bine la Breaker; nu s-a schimbat nimic. Te rugăm să încerci din nou.
discord-stopping = Breaker repornește: nu s-a schimbat nimic. Încearcă din nou peste un minut.
discord-bad-option = Nu am putut citi opțiunea `{ $input }`: { $error }
discord-bad-option-unnamed = Nu am putut citi o opțiune: { $error }
discord-bad-choice = aceasta nu este una dintre variante; alege una din lista pe care o arată Discord
discord-bad-number = acesta nu este un număr întreg
discord-bad-bool = aceasta nu este true sau false
discord-bad-count = comanda a primit prea puține sau prea multe opțiuni; scrie-o din nou din meniul Discord
discord-bad-value = opțiunea nu acceptă această valoare; alege-o din meniul Discord
discord-unknown-command = Nu cunosc comanda `/{ $command }`; tastează `/` ca să vezi comenzile lui Breaker. Nu s-a schimbat nimic.
discord-malformed-options = Nu am putut citi opțiunile lui `/{ $command }` (o valoare de alt tip?); scrie din nou comanda din meniul Discord. Nu s-a schimbat nimic.
discord-answered-privately = (răspuns privat)
discord-answered-publicly = (răspuns în canal)
discord-thread-hello = Partida #{ $game } se joacă în acest fir: mutările, tablele și mementourile vin aici; rezultatul este anunțat și în canal.
