package io.japply.cli.printer.gotemplate;

import java.util.List;
import java.util.Map;

/** kubectl's exists: whether index with these arguments would find a non-nil value. */
final class Exists {
    private Exists() {
    }

    static boolean exists(Object item, List<Object> indices) {
        Object value = item;
        for (Object index : indices) {
            if (value == null) {
                return false;
            }
            if (value instanceof List<?> || value instanceof String) {
                Long x = Values.integer(index);
                if (x == null) {
                    return false;
                }
                int length = value instanceof List<?> list ? list.size() : Builtins.utf8((String) value).length;
                if (x < 0 || x >= length) {
                    return false;
                }
                value = value instanceof List<?> list ? list.get((int) (long) x)
                        : new Values.GoInt(Builtins.utf8((String) value)[(int) (long) x] & 0xFF);
            } else if (value instanceof Map<?, ?> map) {
                if (index != null && !(index instanceof String)) {
                    return false;
                }
                value = index == null ? map.get("") : map.get(index);
            } else {
                return false;
            }
        }
        return indices.isEmpty() || value != null;
    }
}
