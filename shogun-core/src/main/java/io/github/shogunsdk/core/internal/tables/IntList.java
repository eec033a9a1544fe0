package io.github.shogunsdk.core.internal.tables;

import java.util.Arrays;

/** A growable list of ints without boxing, for the generator's level lists. */
final class IntList {

    private int[] items = new int[16];
    private int size;

    void add(int item) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size + (size >> 1) + 16);
        }
        items[size++] = item;
    }

    int size() {
        return size;
    }

    int get(int i) {
        return items[i];
    }
}
