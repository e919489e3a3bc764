package io.japply.threeway.smp;

import java.util.Collections;
import java.util.List;

/**
 * Go's sort orders, reproduced because upstream sorts with comparators that are not strict orders
 * (a "less or equal" test, or "true when either side is unknown"): the exact algorithm decides the
 * result, so patches only match kubectl's if we sort the same way.
 */
final class GoSort {
    /** Go's sort.Sort uses insertion sort up to this many elements. */
    private static final int INSERTION_SORT_LIMIT = 12;
    private static final int STABLE_BLOCK = 20;

    interface IndexLess {
        boolean less(int i, int j);
    }

    private GoSort() {
    }

    /**
     * sort.Sort with a comparator {@code less}. Exact for lists of up to 12 elements (insertion
     * sort); longer lists are sorted stably, which differs from Go only among elements that compare
     * equal both ways.
     */
    static <T> void sort(List<T> list, IndexLess less) {
        if (list.size() <= INSERTION_SORT_LIMIT) {
            insertionSort(list, less, 0, list.size());
        } else {
            stable(list, less);
        }
    }

    /** sort.SliceStable / sort.Stable: insertion-sorted blocks of 20, then symmetric merges. */
    static <T> void stable(List<T> list, IndexLess less) {
        int n = list.size();
        int blockSize = STABLE_BLOCK;
        int a = 0;
        int b = blockSize;
        while (b <= n) {
            insertionSort(list, less, a, b);
            a = b;
            b += blockSize;
        }
        insertionSort(list, less, a, n);
        while (blockSize < n) {
            a = 0;
            b = 2 * blockSize;
            while (b <= n) {
                symMerge(list, less, a, a + blockSize, b);
                a = b;
                b += 2 * blockSize;
            }
            int m = a + blockSize;
            if (m < n) {
                symMerge(list, less, a, m, n);
            }
            blockSize *= 2;
        }
    }

    private static <T> void insertionSort(List<T> list, IndexLess less, int a, int b) {
        for (int i = a + 1; i < b; i++) {
            for (int j = i; j > a && less.less(j, j - 1); j--) {
                Collections.swap(list, j, j - 1);
            }
        }
    }

    private static <T> void symMerge(List<T> list, IndexLess less, int a, int m, int b) {
        if (m - a == 1) {
            insertSingleFromLeft(list, less, a, m, b);
            return;
        }
        if (b - m == 1) {
            insertSingleFromRight(list, less, a, m);
            return;
        }
        int mid = (a + b) >>> 1;
        int n = mid + m;
        int start;
        int r;
        if (m > mid) {
            start = n - b;
            r = mid;
        } else {
            start = a;
            r = m;
        }
        int p = n - 1;
        while (start < r) {
            int c = (start + r) >>> 1;
            if (!less.less(p - c, c)) {
                start = c + 1;
            } else {
                r = c;
            }
        }
        int end = n - start;
        if (start < m && m < end) {
            Collections.rotate(list.subList(start, end), end - m);
        }
        if (a < start && start < mid) {
            symMerge(list, less, a, start, mid);
        }
        if (mid < end && end < b) {
            symMerge(list, less, mid, end, b);
        }
    }

    private static <T> void insertSingleFromLeft(List<T> list, IndexLess less, int a, int m, int b) {
        int i = m;
        int j = b;
        while (i < j) {
            int h = (i + j) >>> 1;
            if (less.less(h, a)) {
                i = h + 1;
            } else {
                j = h;
            }
        }
        for (int k = a; k < i - 1; k++) {
            Collections.swap(list, k, k + 1);
        }
    }

    private static <T> void insertSingleFromRight(List<T> list, IndexLess less, int a, int m) {
        int i = a;
        int j = m;
        while (i < j) {
            int h = (i + j) >>> 1;
            if (!less.less(m, h)) {
                i = h + 1;
            } else {
                j = h;
            }
        }
        for (int k = m; k > i; k--) {
            Collections.swap(list, k, k - 1);
        }
    }
}
