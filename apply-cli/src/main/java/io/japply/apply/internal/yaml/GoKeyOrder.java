package io.japply.apply.internal.yaml;

import java.util.ArrayList;
import java.util.List;

/**
 * go-yaml v2's order of string map keys: by code point, except that a letter sorts after any
 * other character and a run of digits compares by its number ("item2" before "item10").
 */
final class GoKeyOrder {
    private GoKeyOrder() {
    }

    /**
     * Sorts by binary insertion: go-yaml's comparison is not always transitive (v1alpha2 < v2 < v10
     * < v1alpha2), where Go's sort of a randomly ordered map gives a different order on each run and
     * a JDK sort may throw; insertion gives one fixed order and is exact wherever go-yaml's is.
     */
    static void sort(List<String> keys) {
        List<int[]> points = new ArrayList<>(keys.size());
        List<String> sorted = new ArrayList<>(keys.size());
        for (String key : keys) {
            int[] codePoints = key.codePoints().toArray();
            int low = 0;
            int high = sorted.size();
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (less(codePoints, points.get(middle))) {
                    high = middle;
                } else {
                    low = middle + 1;
                }
            }
            points.add(low, codePoints);
            sorted.add(low, key);
        }
        keys.clear();
        keys.addAll(sorted);
    }

    private static boolean less(int[] a, int[] b) {
        for (int i = 0; i < a.length && i < b.length; i++) {
            if (a[i] == b[i]) {
                continue;
            }
            boolean aLetter = Character.isLetter(a[i]);
            boolean bLetter = Character.isLetter(b[i]);
            if (aLetter && bLetter) {
                return a[i] < b[i];
            }
            if (aLetter || bLetter) {
                return bLetter;
            }
            return digitsLess(a, b, i);
        }
        return a.length < b.length;
    }

    /** Where neither differing character is a letter: compare the digit runs that start there. */
    private static boolean digitsLess(int[] a, int[] b, int i) {
        long an = 0;
        long bn = 0;
        if (a[i] == '0' || b[i] == '0') {
            for (int j = i - 1; j >= 0 && Character.isDigit(a[j]); j--) {
                if (a[j] != '0') { // inside a number: the zero is a digit like any other
                    an = 1;
                    bn = 1;
                    break;
                }
            }
        }
        int ai = i;
        for (; ai < a.length && Character.isDigit(a[ai]); ai++) {
            an = an * 10 + (a[ai] - '0');
        }
        int bi = i;
        for (; bi < b.length && Character.isDigit(b[bi]); bi++) {
            bn = bn * 10 + (b[bi] - '0');
        }
        if (an != bn) {
            return an < bn;
        }
        if (ai != bi) {
            return ai < bi;
        }
        return a[i] < b[i];
    }
}
