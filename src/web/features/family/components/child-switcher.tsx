import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import { SelectField } from '#web/components/ui/select-field'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'

type Child = ParentChildrenResponse['children'][number]

/** Beyond this many children the tabs would not fit a phone's width: a select instead. */
const MAX_TABS = 3

interface ChildSwitcherProps {
  list: Child[]
  chosenId: string
  onChoose: (id: string) => void
  /** The chosen child's page. */
  children: ReactNode
}

/** One child: their page alone. Two or three: tabs with their names and classes. More: a select. */
export function ChildSwitcher({ list, chosenId, onChoose, children }: ChildSwitcherProps) {
  const { t } = useTranslation()
  if (list.length === 1) return children
  if (list.length > MAX_TABS) {
    return (
      <div className="space-y-4">
        <SelectField label={t('families.home.chooseChild')} value={chosenId} onChange={onChoose}>
          {list.map((child) => (
            <option key={child.id} value={child.id}>
              {child.name} · {child.className}
            </option>
          ))}
        </SelectField>
        {children}
      </div>
    )
  }
  return (
    <Tabs value={chosenId} onValueChange={onChoose}>
      <TabsList aria-label={t('families.home.chooseChild')} className="mb-4">
        {list.map((child) => (
          <TabsTrigger key={child.id} value={child.id} className="min-w-0 flex-col gap-0 py-1.5 leading-tight">
            <span className="max-w-full truncate">{child.name}</span>
            <span className="text-xs font-normal">{child.className}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={chosenId}>{children}</TabsContent>
    </Tabs>
  )
}
