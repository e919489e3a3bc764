package io.japply.threeway.smp;

/** Every directive name of strategic merge patch, defined once. */
public final class Directives {
    public static final String PATCH = "$patch";
    public static final String DELETE = "delete";
    public static final String REPLACE = "replace";
    public static final String MERGE = "merge";

    public static final String RETAIN_KEYS_STRATEGY = "retainKeys";
    public static final String RETAIN_KEYS = "$retainKeys";
    public static final String DELETE_FROM_PRIMITIVE_LIST = "$deleteFromPrimitiveList";
    public static final String SET_ELEMENT_ORDER = "$setElementOrder";
    public static final String PATCH_MERGE_KEY = "$patchMergeKey";

    private Directives() {
    }

    public static String deleteFromPrimitiveListKey(String field) {
        return DELETE_FROM_PRIMITIVE_LIST + "/" + field;
    }

    public static String setElementOrderKey(String field) {
        return SET_ELEMENT_ORDER + "/" + field;
    }

    public static boolean isDeleteFromPrimitiveList(String key) {
        return key.startsWith(DELETE_FROM_PRIMITIVE_LIST);
    }

    public static boolean isSetElementOrder(String key) {
        return key.startsWith(SET_ELEMENT_ORDER);
    }
}
