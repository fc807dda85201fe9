# Cuvintele consolei (`breaker play`).
console-private = (doar tu vezi asta) { $text }
console-board = Tabla: { $path }
console-file = Fișier: { $path }
console-notice = [anunț]
console-dm = (și prin mesaj direct către @{ $name })
console-now = (acum e { $time })
console-thread-opened = [fir { $thread }] deschis pentru partida #{ $game }: mesajele din fir poartă acest prefix; canalul primește doar începutul și rezultatul.
console-wait-needs-clock = `/wait` merge doar cu ora fixată manual: pornește cu `breaker play --now 2027-01-05T12:00:00Z`.
console-thread-prefix = [fir { $thread }]
console-modlog = [jurnal de moderare { $channel }]
console-banner = Consola Breaker: scrie `UTILIZATOR: /comandă opțiune:valoare`, de ex. `alice: /challenge game:Breakthrough opponent:bob`. `/help` arată comenzile.
console-internal-error = eroare (din vina lui Breaker; comanda ta n-a schimbat nimic): { $error }
console-internal-error-short = eroare (din vina lui Breaker): { $error }

## Greșeli într-un rând
console-not-a-command = { $typed } nu e o comandă: scrie `UTILIZATOR: /comandă opțiune:valoare` (sau doar `/comandă …`, pentru ultimul utilizator); `/help` arată comenzile
console-open-quote = ghilimelele `"` nu sunt închise: scrie `name:"două cuvinte"`
console-option-none = { $name } nu e o opțiune a comenzii { $command }: comanda nu are opțiuni
console-option-near = { $name } nu e o opțiune a comenzii { $command }: te gândeai la { $near }? Opțiunile ei: { $options }
console-option-unknown = { $name } nu e o opțiune a comenzii { $command }: opțiunile ei sunt { $options }
console-value-spaces = { $word } de după { $option } nu e o opțiune: scrie opțiunile ca `opțiune:valoare` (opțiunile comenzii { $command }: { $options }), iar o valoare cu spații, între ghilimele: { $quoted }
console-takes-no-options = { $command } nu are opțiuni, dar a primit { $typed }
console-option-first = { $typed } nu e o opțiune aici: scrie { $suggestion } (opțiunile comenzii { $command }: { $options })
console-needs-option = { $command } are nevoie de { $option }. { $usage }
console-needs-option-bare = { $command } are nevoie de { $option }.
console-not-true-false = { $typed } nu e nici `true`, nici `false`
console-not-a-number = { $typed } nu e un număr ({ $option })
console-true-false = { $option } ia valoarea `true` sau `false`.
console-on-off = { $option } ia valoarea `on` sau `off`, nu { $typed }
console-no-subcommand = { $command } nu are subcomanda { $sub }. { $usage }
console-needs-subcommand = { $command } are nevoie de o subcomandă: { $subcommands }.
console-not-a-subcommand = { $command } are nevoie de o subcomandă ({ $typed } nu e una dintre ele): { $subcommands }.
console-unknown-command-near = comandă necunoscută: { $command }. Te gândeai la { $near }? (`/help` arată comenzile)
console-unknown-command = comandă necunoscută: { $command }. Comenzile sunt { $commands } (`/help` arată opțiunile lor)
console-not-a-moderator = Doar moderatorii pot folosi { $command }: în consolă, pornește cu `--moderators alice` (`breaker play --moderators alice,carol`) ca acei utilizatori să fie moderatori. Nu s-a schimbat nimic.
console-no-moves = Nicio mutare de sugerat: nu e rândul tău sau nu se potrivește nimic.
console-moves = Mutări: { $moves }
console-not-resigned = Nu ai abandonat: doar `confirm:yes` abandonează partida.
console-takeback-answer = `answer:` ia valoarea `accept` sau `decline`. { $usage }

## Rândurile de ajutor (`/help`): sintaxa (cod) rămâne cum se tastează, cu numele englezești
## ale comenzilor și opțiunilor (consola le primește și pe cele românești); doar înlocuitorii
## (<nume>, <număr>) și notele sunt în română.
console-help = Comenzi (scrie `UTILIZATOR: /comandă opțiune:valoare`; o valoare cu spații se pune între ghilimele, `name:"cupa de primăvară"`, în afară de o mutare, un motiv sau un rol):
console-usage = Utilizare: { $usage }
console-usage-challenge = `challenge game:<Breakthrough|Breach> opponent:<nume> [size:8x8|10] [color:white|black|random] [clock:3d|3d+1d] [days_per_move:3] [rated:true] [thread:true]`
console-usage-ai = `ai game:<Breakthrough|Breach> [size] [level:1-5] [color]`   (joci cu IA lui Breaker)
console-usage-accept = `accept [game:<număr>]`
console-usage-decline = `decline [game:<număr>]`
console-usage-move = `move move:<mutare> [game:<număr>]`   de ex. move:b2-b3, move:d4 e5, move:f6 xd4
console-usage-moves = `moves [move:<început>] [game:<număr>]`   (ce oferă completarea automată)
console-usage-board = `board [game:<număr>] [view:white|black]`   (view:black întoarce tabla)
console-usage-export = `export [game:<număr>]`   (notația partidei, scrisă în game-<număr>.txt)
console-usage-replay = `replay [game:<număr>]`   (un GIF animat, scris în game-<număr>.gif)
console-usage-resign = `resign [game:<număr>] [confirm:yes]`
console-usage-takeback = `takeback [game:<număr>]`   (ceri să-ți iei înapoi ultima mutare); adversarul răspunde: `takeback answer:accept|decline`
console-usage-games = `games [page:2]`   (câte 10 partide din fiecare listă pe pagină)
console-usage-wait = `wait <timp>`   de ex. `/wait 25h`, `/wait 2d3h` (doar cu `breaker play --now`): declanșează tot ce a ajuns la termen între timp
console-usage-moretime = `moretime [game:<număr>] [days:1]`   (îi dai jucătorului la mutare încă 1–7 zile; cel mult 7 pe partidă)
console-usage-vacation = `vacation [start [days:N] | end]`   (partidele tale de aici așteaptă; `vacation` fără nimic arată zilele rămase)
console-usage-notify = `notify dm:on|off`   (mementouri și prin mesaj direct)
console-usage-settings = `settings show | settings change [clock:3d] [challenge-expiry:7d] [vacation-days:14] [reminder-dms:on|off] [thread:on|off] [language:ko|auto] | settings moderator-role [role:@Ladder Mods] | settings modlog [channel:#mod-log]`   (ultimele două: doar moderatorii; fără opțiune, setarea se șterge)
console-usage-rules = `rules [game:<Breakthrough|Breach>]`
console-usage-analyze = `analyze [game:<număr>]`   (o partidă încheiată: șanse de câștig, momente decisive)
console-usage-hint = `hint [game:<număr>]`   (o mutare sugerată; doar contra IA de nivel 1–3)
console-usage-rating = `rating [player:<nume>] [game:<Breakthrough|Breach>] [size] [ladder:<nume>] [vs:<nume>]`   (graficul se scrie în rating.png)
console-usage-help = `help`
console-usage-quit = `quit`
console-usage-ladder = `ladder join|leave|info name:<scară>   ·   /ladder list   ·   /ladder standings name:<scară> [page:1]`
console-usage-ladder-challenge = `ladder challenge name:<scară> opponent:<nume>`   (începe imediat o partidă de scară, cu rating)
console-usage-ladder-admin-create = `ladder-admin create name:<scară> game:<Breakthrough|Breach> size:<5x5|10> [clock:3d+1d]`   (doar moderatorii: `breaker play --moderators alice,carol`)
console-usage-ladder-admin = `ladder-admin settings|close|kick|restore|set-position|result|season-end|log …`   (vezi în README secțiunea despre scări și ratinguri)
console-usage-tournament = `tournament list | info|join|leave|standings|games name:<turneu> | pairings name:<turneu> [round:N] | withdraw name:<turneu> [confirm:yes]`
console-usage-tournament-admin-create = `tournament-admin create name:<nume> format:round-robin|double-round-robin|swiss|league game:<Breakthrough|Breach> size:<5x5|10> clock:<3d+1d> [rounds:N] [rated:true|false] [schedule:at-once|rounds] [league-size:N] [up:N] [down:N] [max-players:N] [deadline:<3d|2027-01-05>] [thread:true|false] [late-byes:true|false]`   (doar moderatorii)
console-usage-tournament-admin-settings = `tournament-admin settings name:<turneu> [clock:<3d>] [rounds:N] [rated:true|false] [max-players:N] [deadline:<3d|2027-01-05>] [thread:true|false] | start name:<turneu> | end-round name:<turneu> [reason:<motiv>]`   (doar moderatorii)
console-usage-tournament-admin-result = `tournament-admin result game:<partidă> outcome:white|black|void reason:<motiv> | withdraw name:<turneu> player:<nume> reason:<motiv> | forbid name:<turneu> player:<nume> opponent:<nume> [reason:<motiv>]`   (doar moderatorii)
console-usage-tournament-admin-pause = `tournament-admin pause name:<turneu> [reason:<motiv>] | resume name:<turneu> | close name:<turneu> [reason:<motiv>] | cancel name:<turneu> reason:<motiv>`   (doar moderatorii)
