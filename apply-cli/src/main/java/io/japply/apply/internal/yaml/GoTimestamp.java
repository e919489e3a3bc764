package io.japply.apply.internal.yaml;

import java.time.Year;
import java.time.YearMonth;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * go-yaml v2's timestamp test: Go's time.Parse with the layouts "2006-1-2T15:4:5.999999999Z07:00"
 * (also with 't'), "2006-1-2 15:4:5.999999999" and "2006-1-2". Months, days and hours of one or two
 * digits; a layout's space matches one or more spaces; fields must be in range ("2024-02-30" is text).
 */
final class GoTimestamp {
    private static final Pattern DATE = Pattern.compile("([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(.*)", Pattern.DOTALL);
    private static final String CLOCK = "([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2})([.,][0-9]{1,9})?";
    private static final Pattern ZONED = Pattern.compile("[Tt]" + CLOCK + "(Z|[-+]([0-9]{2}):([0-9]{2}))");
    private static final Pattern LOCAL = Pattern.compile(" +" + CLOCK);

    private GoTimestamp() {
    }

    static boolean parses(String text) {
        Matcher date = DATE.matcher(text);
        if (!date.matches() || !validDate(date)) {
            return false;
        }
        String rest = date.group(4);
        if (rest.isEmpty()) {
            return true;
        }
        Matcher zoned = ZONED.matcher(rest);
        if (zoned.matches()) {
            return validClock(zoned) && validZone(zoned);
        }
        Matcher local = LOCAL.matcher(rest);
        return local.matches() && validClock(local);
    }

    private static boolean validDate(Matcher date) {
        int year = Integer.parseInt(date.group(1));
        int month = Integer.parseInt(date.group(2));
        int day = Integer.parseInt(date.group(3));
        return month >= 1 && month <= 12 && day >= 1
                && day <= YearMonth.of(Year.of(year).getValue(), month).lengthOfMonth();
    }

    private static boolean validClock(Matcher clock) {
        return Integer.parseInt(clock.group(1)) < 24 && Integer.parseInt(clock.group(2)) < 60
                && Integer.parseInt(clock.group(3)) < 60;
    }

    private static boolean validZone(Matcher zoned) {
        return zoned.group(6) == null
                || Integer.parseInt(zoned.group(6)) <= 24 && Integer.parseInt(zoned.group(7)) <= 60;
    }
}
