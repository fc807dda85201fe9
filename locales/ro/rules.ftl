# `/rules`: fiecare joc în câteva rânduri, după specificațiile de reguli pe care le
# implementăm (mai pe larg: docs/rules/ro.md). Glosar: piesă (piece, Breakthrough),
# capturare (capture), piatră (stone, Breach), marcaj (marker), record (record: marcajul
# cel mai înalt), înlocuire (replacement), pista de scor (score track), linie (row, Breach),
# rând (row, Breakthrough), pătrat (square), punct (site).
rules-breakthrough = **Breakthrough** (Dan Troyka, 2000)
    - Fiecare parte începe cu cele două rânduri de la marginea ei pline: Albul jos (rândurile 1–2), Negrul sus. Albul mută primul.
    - La rândul tău, muți o piesă un pătrat înainte, drept sau în diagonală, pe un pătrat liber.
    - Capturezi mutând în diagonală înainte pe o piesă adversă. Mutările drepte nu capturează niciodată; capturarea nu e obligatorie.
    - Câștigi dacă ajungi primul pe ultimul rând sau dacă capturezi toate piesele adverse. Nu există remiză.
    - Notație: pătrate `a1`… (a1 e colțul din stânga-jos al Albului); mutări `b2-b3`, capturi `c4xd5` (merge și `b2b3`).
    - Mărimi: `WxH` de la 2x4 la 16x16, implicit 8x8.
rules-breach = **Breach** (Nick Bentley)
    - O tablă pătrată goală. Albul deschide cu 1 piatră; apoi la fiecare tură, începând cu Negrul, pui 2 pietre de culoarea ta.
    - O linie e un șir drept și neîntrerupt de pietre ale tale, orizontal, vertical sau diagonal. După tura ta, dacă cea mai lungă linie a ta depășește recordul (marcajul cel mai înalt) și are cel puțin 2, marcajul tău urcă pe pista de scor până la ea. O linie egală cu recordul nu aduce nimic; marcajele nu coboară.
    - Dacă adversarul tocmai și-a urcat marcajul, poți în schimb să pui 1 piatră și să înlocuiești oricare piatră a lui cu una a ta.
    - Partida se termină când tabla e plină (câștigă marcajul mai înalt) sau imediat ce o linie umple toată pista (N pietre). Dacă a rămas un singur punct liber, pui 1 piatră.
    - Notație: puncte `e5`; o tură e `d4 e5`; cu înlocuire `f6 xd4` (pui f6, înlocuiești d4).
    - Mărimi: `N` de la 5 la 19, implicit 10.
