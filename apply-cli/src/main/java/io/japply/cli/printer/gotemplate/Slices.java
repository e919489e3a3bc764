package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Builtins.CallError;
import java.util.ArrayList;
import java.util.List;

/** The slice function: s[i], s[i:j], s[i:j:k] on a list or a string (by bytes, as Go). */
final class Slices {
    private Slices() {
    }

    static Object slice(Object start, List<Object> indexes) throws CallError {
        Object item = Values.unbox(start);
        if (item == null) {
            throw new CallError("slice of untyped nil");
        }
        if (indexes.size() > 3) {
            throw new CallError("too many slice indexes: " + indexes.size());
        }
        int length;
        if (item instanceof String s) {
            if (indexes.size() == 3) {
                throw new CallError("cannot 3-index slice a string");
            }
            length = Builtins.utf8(s).length;
        } else if (item instanceof List<?> list) {
            length = list.size();
        } else {
            throw new CallError("can't slice item of type " + Values.typeName(item));
        }
        int[] idx = {0, length, 0};
        for (int i = 0; i < indexes.size(); i++) {
            idx[i] = Builtins.indexArg(indexes.get(i), length);
        }
        if (idx[0] > idx[1]) {
            throw new CallError("invalid slice index: " + idx[0] + " > " + idx[1]);
        }
        if (indexes.size() == 3 && idx[1] > idx[2]) {
            throw new CallError("invalid slice index: " + idx[1] + " > " + idx[2]);
        }
        if (item instanceof String s) {
            return Builtins.string(Builtins.utf8(s), idx[0], idx[1]);
        }
        return new ArrayList<>(((List<?>) item).subList(idx[0], idx[1]));
    }
}
