# Jocul prin corespondență: concedii, mementouri și alte anunțuri, `/notify`, timpul expirat.
# Glosar: concediu (vacation), memento (reminder), anunț (notice), pierdere la timp (time
# forfeit), partidă nejucată (aborted), partidă (game), mutare (move), termen (deadline),
# adversar (opponent), provocare (challenge), mesaj direct (DM), server.

## Concediu (`/vacation`)
vacation-already-until = Ești deja în concediu până la { $until }. Îl poți încheia mai devreme cu `/vacation end`.
vacation-none-left = Nu mai ai zile de concediu anul acesta ({ $allowance } pe an pe acest server, toate folosite). Se reînnoiesc la 1 ianuarie.
vacation-at-least-one-day = Un concediu durează cel puțin o zi: `/vacation start days:1`.
# $asked: count-days; $left: zile, poate cu fracție (9,5); $rest: zile întregi.
vacation-too-many = Ai cerut { $asked }, dar anul acesta mai ai doar { $left ->
        [one] { $left } zi
        [few] { $left } zile
       *[other] { $left } de zile
    } de concediu. `/vacation start days:{ $rest }` le folosește pe toate.
vacation-already = Ești deja în concediu. Îl poți încheia mai devreme cu `/vacation end`.
# $games: partidele jucătorului în desfășurare pe acest server, acum puse pe pauză.
vacation-started = { $player } intră **în concediu** până la { $until }: { $games ->
        [0] nu are nicio partidă în desfășurare pe acest server
        [one] partida sa de pe acest server stă pe loc (la fel și ceasul adversarului)
        [few] cele { $games } partide ale sale de pe acest server stau pe loc (la fel și ceasurile adversarilor)
       *[other] cele { $games } de partide ale sale de pe acest server stau pe loc (la fel și ceasurile adversarilor)
    }, fără mementouri și fără pierderi la timp. Concediul se poate încheia mai devreme cu `/vacation end`; după el { $left ->
        [one] mai rămâne { $left } zi
        [few] mai rămân { $left } zile
       *[other] mai rămân { $left } de zile
    } de concediu anul acesta.
vacation-not-on = Nu ești în concediu. `/vacation start [days]` începe unul; `/vacation` arată câte zile mai ai.
vacation-days-left-now = Mai ai { $left ->
        [one] { $left } zi
        [few] { $left } zile
       *[other] { $left } de zile
    } de concediu anul acesta.
vacation-days-left = Mai ai { $left ->
        [one] { $left } zi
        [few] { $left } zile
       *[other] { $left } de zile
    } de concediu anul acesta (din { $allowance } pe an, pe acest server).
# Aceleași trei pentru partidele din afara serverelor (mesaje directe cu Breaker, mesaje
# directe și de grup): au concediul lor, separat de orice server.
vacation-none-left-direct = Nu mai ai zile de concediu anul acesta pentru partidele din afara serverelor ({ $allowance } pe an, toate folosite). Se reînnoiesc la 1 ianuarie.
vacation-started-direct = { $player } intră **în concediu** până la { $until }: { $games ->
        [0] nu are nicio partidă în desfășurare în afara serverelor
        [one] partida sa din afara serverelor stă pe loc (la fel și ceasul adversarului)
        [few] cele { $games } partide ale sale din afara serverelor stau pe loc (la fel și ceasurile adversarilor)
       *[other] cele { $games } de partide ale sale din afara serverelor stau pe loc (la fel și ceasurile adversarilor)
    }, fără mementouri și fără pierderi la timp. Concediul se poate încheia mai devreme cu `/vacation end`; după el { $left ->
        [one] mai rămâne { $left } zi
        [few] mai rămân { $left } zile
       *[other] mai rămân { $left } de zile
    } de concediu anul acesta.
vacation-days-left-direct = Mai ai { $left ->
        [one] { $left } zi
        [few] { $left } zile
       *[other] { $left } de zile
    } de concediu anul acesta pentru partidele din afara serverelor (din { $allowance } pe an).
vacation-running = Ești în concediu până la { $until }; îl poți încheia mai devreme cu `/vacation end`.
vacation-start-hint = `/vacation start days:N` pune pe pauză toate partidele tale de aici.
vacation-game-still-waits = Partida #{ $game } încă așteaptă: { $opponent } e în concediu până la { $until }.
# $length: o durată în cuvinte, de ex. „3 zile” sau „2 zile și 4 ore”.
vacation-ended-nothing = { $player } revine din concediu (a durat { $length }).
vacation-ended = { $player } revine din concediu: { $games ->
        [one] { $games } partidă se reia, cu termenul amânat cu { $length }
        [few] { $games } partide se reiau, fiecare cu termenul amânat cu { $length }
       *[other] { $games } de partide se reiau, fiecare cu termenul amânat cu { $length }
    }.

## Anunțuri publicate din proprie inițiativă în canalul partidei
# $game: titlul partidei (#12 Breakthrough 8x8); $color: culoarea care mută.
notice-reminder = { $player }, e rândul tău în **{ $game }** ({ FORM($color, "lower") }), termen: { $deadline }.
# $late: jucătorul rămas fără timp, cu culoarea lui; $winner: culoarea care câștigă.
notice-time-forfeit = **{ $game }** · { $late } a rămas fără timp. **Victorie la timp pentru { FORM($winner, "bare") }.** { $winner_player } câștigă partida cu { $loser_player }.
notice-aborted = **{ $game }** · { $late } n-a făcut prima mutare la timp: **partida rămâne nejucată**, fără rezultat.
notice-expired = Provocarea trimisă de { $challenger } către { $challenged } (partida `{ $game }`) a expirat fără răspuns.
# Un anunț care vine târziu, pentru că Breaker a fost oprit: $notice e anunțul însuși.
notice-offline = Cât timp Breaker a fost oprit ({ $at }): { $notice }
too-late-time-ran-out = Prea târziu: în partida #{ $game } timpul a expirat la { $at }, iar partida s-a încheiat (vezi mesajul cu rezultatul). Nu s-a schimbat nimic.

## `/notify`
notify-dm-not-allowed = Acest server nu permite mementouri prin mesaj direct (moderatorii au dezactivat `reminder-dms`). Primești în continuare mementouri în canalul partidei.
notify-dm-on = Mementourile vin acum și prin mesaj direct (`/notify dm:off` le oprește). Dacă ai mesajele directe închise, primești în continuare mementouri în canalul partidei.
notify-dm-off = Mementourile vin acum doar în canalul partidei (`/notify dm:on` adaugă mesajele directe).

notice-last-post = Ultimul mesaj al partidei: { $link }

## `/conditional`: mutări condiționate
# $bot: IA lui Breaker, o mențiune.
conditional-ai-game = Partida #{ $game } se joacă cu IA ({ $bot }), care răspunde imediat: mutările condiționate sunt doar pentru partidele între oameni.
conditional-your-turn = E rândul tău în partida #{ $game }: mutările condiționate se salvează doar cât timp e rândul adversarului.
# $example: o variantă a acestei poziții, ca cod.
conditional-empty = Scrie varianta ca mutări despărțite prin virgulă, întâi mutarea adversarului, apoi răspunsul tău și așa mai departe, de ex. { $example }.
conditional-too-long = O variantă poate avea cel mult { $max ->
    [one] { $max } mutare
    [few] { $max } mutări
   *[other] { $max } de mutări
}; aceasta are { $count }. Nu s-a salvat nimic.
# $number: locul mutării în variantă (1 e următoarea mutare a adversarului).
conditional-after-end = Partida s-ar termina înainte de mutarea { $number } din variantă ({ $ply }). Nu s-a salvat nimic.
# $why: de ce mutarea nu se poate face, un fragment fără punct („pe c3 nu mai e loc").
conditional-illegal = Mutarea { $number } din variantă ({ $ply }) nu se poate juca în acea poziție: { $why }. Nu s-a salvat nimic.
conditional-odd = O variantă trebuie să se încheie cu o mutare de-a ta: adaugă răspunsul tău după { $last }. Nu s-a salvat nimic.
# $mv: mutarea adversarului așteptată de ambele variante; $yours și $answer: cele două răspunsuri.
conditional-contradicts = În această variantă răspunzi la { $mv } cu { $yours }, dar în varianta salvată ({ $stored }) răspunzi cu { $answer }. Nu s-a salvat nimic; cu `/conditional clear` îți poți șterge variantele.
conditional-covered = Variantele tale din partida #{ $game } cuprind deja { $line }. Nu s-a schimbat nimic.
conditional-too-many = Ai deja { $max ->
    [one] { $max } variantă
    [few] { $max } variante
   *[other] { $max } de variante
} în partida #{ $game }, numărul maxim pentru o partidă. Nu s-a salvat nimic.
conditional-added = Am salvat varianta { $line } în partida #{ $game } (doar tu o vezi). Variantele tale în această partidă: { $count }.
conditional-none = Nu ai mutări condiționate în partida #{ $game }.
# $tree: fiecare mutare așteptată cu răspunsul tău, continuările indentate.
conditional-list = Mutările tale condiționate din partida #{ $game } (mutarea adversarului → răspunsul tău):
    { $tree }
conditional-cleared = Am șters mutările tale condiționate din partida #{ $game } ({ $count ->
    [one] o variantă
    [few] { $count } variante
   *[other] { $count } de variante
}).
# Mesajul unei mutări jucate dintr-o variantă condiționată; $player: o mențiune.
conditional-played = **{ $game }** · { $player } a jucat **{ $mv }** (mutare condiționată).
# Prin mesaj direct către autorul variantelor; $opponent: o mențiune.
conditional-missed = Mutările tale condiționate din partida **{ $game }** nu mai sunt valabile: { $opponent } a jucat **{ $mv }**, la care nu te așteptai în nicio variantă. Le-am șters.

## `/note`: notițe private
note-empty = Scrie notița în `text:`.
note-too-long = O notiță poate avea cel mult { $max ->
    [one] { $max } caracter
    [few] { $max } caractere
   *[other] { $max } de caractere
}; a ta are { $count }. Nu s-a salvat nimic.
note-too-many = Ai deja { $max ->
    [one] { $max } notiță
    [few] { $max } notițe
   *[other] { $max } de notițe
} la partida #{ $game }, numărul maxim pentru o partidă. Nu s-a salvat nimic.
# $ply: mutările jucate când a fost scrisă (0: înainte de prima mutare).
note-added = Am salvat notița la partida #{ $game }, { $ply ->
    [0] înainte de prima mutare
   *[other] după mutarea { $ply }
}. Doar tu o vezi.
note-none = Nu ai notițe la partida #{ $game }.
note-list = Notițele tale la partida #{ $game }:
note-line = { $ply ->
    [0] înainte de prima mutare
   *[other] după mutarea { $ply }
}: { $text }
note-cleared = Am șters notițele tale la partida #{ $game } ({ $count ->
    [one] o notiță
    [few] { $count } notițe
   *[other] { $count } de notițe
}).
