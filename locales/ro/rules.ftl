# `/rules`: fiecare joc în câteva rânduri, după specificațiile de reguli pe care le
# implementăm (pagina completă: docs/rules/). Glosar: piesă (piece, Breakthrough), capturare
# (capture), piatră (stone, Breach), marcaj (marker), record (record: marcajul cel mai
# înalt), înlocuire (replacement), pista de scor (score track), linie (row la Breach: șir de
# pietre), rând (row la Breakthrough: rank), câmp (square, Breakthrough), căsuță (site, Breach).
rules-breakthrough = **Breakthrough** (Dan Troyka, 2000)
    - Fiecare parte pornește cu cele două rânduri dinspre ea pline de piese: albele jos (rândurile 1–2), negrele sus. Albele mută primele.
    - La fiecare mutare avansezi o piesă cu un câmp, drept sau în diagonală, pe un câmp liber.
    - Capturezi mutând în diagonală înainte pe o piesă adversă. Mutările drepte nu capturează niciodată; capturarea nu e obligatorie.
    - Câștigi dacă ajungi cu o piesă pe ultimul rând sau dacă capturezi toate piesele adverse. Remiza nu există.
    - Notație: câmpuri `a1`… (a1 e colțul din stânga-jos al albelor); mutări `b2-b3`, capturi `c4xd5` (merge și `b2b3`).
    - Mărimi: `WxH` (lățime x înălțime) de la 2x4 la 16x16, implicit 8x8.
rules-breach = **Breach** (Nick Bentley)
    - O tablă pătrată, goală. Albele deschid cu 1 piatră; apoi, la fiecare tură, începând cu negrele, pui 2 pietre de culoarea ta.
    - O linie e un șir drept și neîntrerupt de pietre ale tale: orizontal, vertical sau în diagonală. După tura ta, dacă cea mai lungă linie a ta bate recordul (marcajul cel mai înalt) și are cel puțin 2 pietre, marcajul tău urcă pe pista de scor până la lungimea ei. O linie egală cu recordul nu aduce nimic; marcajele nu coboară niciodată.
    - Când adversarul tocmai și-a urcat marcajul, poți în schimb să pui 1 piatră și să înlocuiești oricare piatră adversă cu una de-a ta.
    - Partida se termină când tabla e plină (câștigă marcajul mai înalt) sau imediat ce o linie umple toată pista (N pietre). Când mai rămâne o singură căsuță liberă, pui 1 piatră.
    - Notație: căsuțe `e5`; o tură se scrie `d4 e5`; cu înlocuire, `f6 xd4` (pui pe f6 și înlocuiești piatra de pe d4).
    - Mărimi: `N` de la 5 la 19, implicit 10.
